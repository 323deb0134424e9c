// flashcards-generate (issue 15; spec 1 section 9): { source: 'text' | 'file' | 'document', text?, file_name?,
// document_id?, card_count, idempotency_key } → generated cards for the learner to edit before saving the deck.
// Charged by the spec's tiers (5 up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond) through runPaidAction; the
// configured AI provider writes the cards when there is one (each checked against the material), else the
// built-in engine does, and the response says which.
import { flashcardsGenerateContract } from '../../../shared/functions/study-materials.contract.ts';
import { FLASHCARD_MESSAGES } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import type { Flashcard } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import { flashcardsCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { StudyAssistant } from '../../../shared/study/provider/study-assistant.service.ts';
import { looksBinary, materialWithin } from '../../../shared/study/text/study-source.util.ts';
import type { StudySection } from '../../../shared/study/text/study-source.util.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { PaidActionInputError } from '../_shared/paid-action.ts';
import { studyEnginesFor } from '../_shared/study-engines.ts';

defineFunction(flashcardsGenerateContract, async ({ input, user, caller, paid }) => {
  const count = input.card_count;
  const engines = studyEnginesFor(user.id);

  // The material is read (and refused when empty) before any charge.
  let material: StudySection[];
  let sourceName: string;
  let documentId: string | null = null;
  if (input.source !== 'document') {
    const { text } = input;
    if (looksBinary(text)) throw new FunctionError(400, FLASHCARD_MESSAGES.binary);
    // A PDF read in the browser keeps its pages apart with form feeds: each is a page of the material.
    material = text.includes('\f')
      ? text.split('\f').map((page, i) => ({ text: page, page: i + 1 }))
      : [{ text }];
    sourceName = input.source === 'file' && input.file_name ? input.file_name.slice(0, 200) : 'pasted text';
  } else {
    documentId = input.document_id;
    // Read as the caller: RLS shows page text only of documents they own or uploaded.
    const document = await caller.from('documents').select('id, title').eq('id', documentId).maybeSingle();
    if (document.error) throw new FunctionError(400, document.error.message);
    const pages = await caller
      .from('document_pages')
      .select('page_number, content')
      .eq('document_id', documentId)
      .order('page_number');
    if (pages.error) throw new FunctionError(400, pages.error.message);
    if (!document.data || pages.data.length === 0)
      throw new FunctionError(404, 'Document not found among the documents you own');
    // The first pages up to the study tools' budget: a document may hold far more than cards are made from.
    material = materialWithin(pages.data.map((p) => ({ text: p.content, page: p.page_number })));
    sourceName = document.data.title;
  }

  // A text with nothing to make cards of is the learner's mistake: refused free, with the engine's message.
  const probe = await engines.flashcards(material, { maxCards: 1 });
  if (probe.error !== null) throw new FunctionError(400, probe.error.message, { code: probe.error.code });

  return paid({
    action: 'flashcards',
    points: flashcardsCost(count),
    description: `Flashcards: ${count} cards from ${sourceName}`,
    insufficientMessage: 'You have insufficient points to generate flashcards',
    work: async () => {
      const assistant = new StudyAssistant(await configuredProvider('flashcards'), engines);
      const generated = await assistant.flashcards(material, { maxCards: count });
      if (generated.error !== null) throw new PaidActionInputError(generated.error.message);
      const cards = generated.data.map((card: Flashcard) => ({
        front: card.front,
        back: card.back,
        kind: card.kind,
        source: card.source?.sentence ?? null,
        page: card.source?.page ?? null,
      }));
      return {
        result: {
          cards,
          requested: count,
          source_name: sourceName,
          document_id: documentId,
          provider_error: generated.providerError,
        },
        engine: generated.source === 'model' ? 'provider' : 'engine',
      };
    },
  });
});
