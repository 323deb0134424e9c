// Reads a photographed question on the device with tesseract.js and its English data from
// @tesseract.js-data/eng: the worker, the core and the language data are files of this app, so nothing goes to
// the network beyond our own origin. Loaded only when a student picks a photo.
import { createWorker, OEM } from 'tesseract.js';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import englishUrl from '@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz?url';

const OCR_TIMEOUT_MS = 90_000;

const absolute = (url: string): string => new URL(url, document.baseURI).href;

let shimUrl: string | null = null;

/**
 * The worker tesseract.js starts: its own script, with `fetch` of the English data pointed at this app's copy.
 * Built assets carry a content hash in their names, while the worker asks for `{langPath}/eng.traineddata.gz`;
 * handing the data over in memory instead is broken in tesseract.js 7 (the language name is read from the data).
 */
function workerShim(): { workerPath: string; langPath: string } {
  const data = absolute(englishUrl);
  const langPath = data.slice(0, data.lastIndexOf('/'));
  if (shimUrl === null) {
    const source = [
      `const real = self.fetch.bind(self);`,
      `self.fetch = (input, init) => real(String(input) === ${JSON.stringify(`${langPath}/eng.traineddata.gz`)} ? ${JSON.stringify(data)} : input, init);`,
      `importScripts(${JSON.stringify(absolute(workerUrl))});`,
    ].join('\n');
    shimUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  return { workerPath: shimUrl, langPath };
}

/** Tidies OCR output: joined hyphenations, single spaces, no empty lines. */
export function tidyOcrText(text: string): string {
  return text
    .replace(/-\n(?=[a-z])/g, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The text in an image of a question; `onProgress` gets 0 to 1 while the text is recognised. */
export async function recognizeQuestionPhoto(
  image: Blob,
  onProgress?: (share: number) => void,
): Promise<string> {
  const { workerPath, langPath } = workerShim();
  const starting = createWorker('eng', OEM.LSTM_ONLY, {
    workerPath,
    langPath,
    corePath: absolute(coreUrl),
    workerBlobURL: false,
    gzip: true,
    logger: (message) => {
      if (message.status === 'recognizing text') onProgress?.(message.progress);
    },
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // tesseract.js can stall without an error when its worker fails; a photo that takes this long is given up.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Reading the photo took too long')), OCR_TIMEOUT_MS);
  });
  try {
    const worker = await Promise.race([starting, timeout]);
    try {
      const { data: result } = await Promise.race([worker.recognize(image), timeout]);
      return tidyOcrText(result.text);
    } finally {
      await worker.terminate();
    }
  } finally {
    clearTimeout(timer);
    // A worker that never finished starting is stopped once it does.
    void starting.then((worker) => worker.terminate()).catch(() => undefined);
  }
}
