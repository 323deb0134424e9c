/** One passage of the quality corpus: original academic prose written for this project. */
export interface CorpusPassage {
  id: string;
  topic: string;
  title: string;
  text: string;
}
