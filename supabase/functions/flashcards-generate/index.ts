// flashcards-generate (issue 15; spec 1 section 9): { source: 'text' | 'file' | 'document', text?, file_name?,
// document_id?, card_count, idempotency_key } → generated cards for the learner to edit before saving the deck.
// Charged by the spec's tiers (5 up to 10 cards, 7 up to 20, 10 up to 30, 15 beyond) through runPaidAction; the
// configured AI provider writes the cards when there is one (each checked against the material), else the
// built-in engine does, and the response says which.
import {
  FLASHCARD_MESSAGES,
  generateFlashcards,
} from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import type { Flashcard } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import { flashcardsCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { StudyAssistant } from '../../../shared/study/provider/study-assistant.service.ts';
import { looksBinary } from '../../../shared/study/text/study-source.util.ts';
import type { StudySection } from '../../../shared/study/text/study-source.util.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { corsHeaders, json } from '../_shared/cors.ts';
import { PaidActionInputError, runPaidAction } from '../_shared/paid-action.ts';
import { readWritingRequest, textField } from '../_shared/writing-request.ts';

/** Cards one request may ask for; the tiers price any count, this keeps one deck reviewable in an editor. */
const MAX_GENERATED_CARDS = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const read = await readWritingRequest(request);
  if (read instanceof Response) return read;
  const { caller, userId, body } = read;

  const count = body.card_count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_GENERATED_CARDS)
    return json({ error: `card_count must be a whole number from 1 to ${MAX_GENERATED_CARDS}` }, 400);

  // The material is read (and refused when empty) before any charge.
  let material: StudySection[];
  let sourceName: string;
  let documentId: string | null = null;
  if (body.source === 'text' || body.source === 'file') {
    const text = textField(body, FLASHCARD_MESSAGES.empty);
    if (typeof text !== 'string') return json(text, 400);
    if (looksBinary(text)) return json({ error: FLASHCARD_MESSAGES.binary }, 400);
    // A PDF read in the browser keeps its pages apart with form feeds: each is a page of the material.
    material = text.includes('\f')
      ? text.split('\f').map((page, i) => ({ text: page, page: i + 1 }))
      : [{ text }];
    sourceName =
      body.source === 'file' && typeof body.file_name === 'string'
        ? body.file_name.slice(0, 200)
        : 'pasted text';
  } else if (body.source === 'document') {
    if (typeof body.document_id !== 'string' || !UUID.test(body.document_id))
      return json({ error: 'document_id must be a document id' }, 400);
    documentId = body.document_id;
    // Read as the caller: RLS shows page text only of documents they own or uploaded.
    const document = await caller.from('documents').select('id, title').eq('id', documentId).maybeSingle();
    if (document.error) return json({ error: document.error.message }, 400);
    const pages = await caller
      .from('document_pages')
      .select('page_number, content')
      .eq('document_id', documentId)
      .order('page_number');
    if (pages.error) return json({ error: pages.error.message }, 400);
    if (!document.data || pages.data.length === 0)
      return json({ error: 'Document not found among the documents you own' }, 404);
    material = pages.data.map((p) => ({ text: p.content, page: p.page_number }));
    sourceName = document.data.title;
  } else {
    return json({ error: "source must be 'text', 'file' or 'document'" }, 400);
  }

  // A text with nothing to make cards of is the learner's mistake: refused free, with the engine's message.
  const probe = generateFlashcards(material, { maxCards: 1 });
  if (probe.error !== null) return json({ error: probe.error.message, code: probe.error.code }, 400);

  return runPaidAction({
    request,
    body,
    userId,
    action: 'flashcards',
    points: flashcardsCost(count),
    description: `Flashcards: ${count} cards from ${sourceName}`,
    insufficientMessage: 'You have insufficient points to generate flashcards',
    work: async () => {
      const assistant = new StudyAssistant(await configuredProvider('flashcards'));
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
