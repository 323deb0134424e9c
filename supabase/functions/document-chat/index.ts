// document-chat (issue 14): { session_id, question, idempotency_key } → the question and its answer, cited by page.
// Retrieval runs over the document's page chunks (BM25) in the study engines' worker pool: the built-in engine's
// answer, the decision to decline, and the passages a provider (when configured) writes its answer from; nothing
// that grows with the document runs on the request thread. Priced before each question (spec 1 section 9: base 5
// plus 2 per full 5 messages so far, counting the questions already asked in the chat), charged with the answer as
// a document_chat transaction. A question the document does not answer is declined ("not in this document") and
// not charged.
import { documentChatContract } from '../../../shared/functions/study-tools.contract.ts';
import { documentChatCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { answerFromBrief } from '../../../shared/study/document-chat/document-chat.engine.ts';
import type { ChatCitation, ChatPage } from '../../../shared/study/document-chat/document-chat.engine.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { chunksWhile, textPieces } from '../_shared/paid-action-stream.ts';
import { documentAnswerFor } from '../_shared/study-engines.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const FOREIGN_KEY_VIOLATION = '23503';
const MESSAGE_COLUMNS = 'id, session_id, role, content, cited_pages, citations, points_spent, created_at';

defineFunction(documentChatContract, async ({ request, input, user, caller, paidStream, free }) => {
  const userId = user.id;
  const { session_id: sessionId, question } = input;

  // Read as the caller: RLS shows a user only their own chats and the pages they may open.
  const { data: session, error: sessionError } = await caller
    .from('document_chat_sessions')
    .select('id, title, status, document_id')
    .eq('id', sessionId)
    .maybeSingle();
  if (sessionError) throw new FunctionError(400, sessionError.message);
  if (!session) throw new FunctionError(404, 'Chat not found');
  if (session.status === 'processing') throw new FunctionError(409, 'The document is still being read.');
  if (session.status === 'failed') throw new FunctionError(409, 'This document could not be read.');

  const pagesQuery = session.document_id
    ? caller.from('document_pages').select('page_number, content').eq('document_id', session.document_id)
    : caller.from('document_chat_pages').select('page_number, content').eq('session_id', session.id);
  const { data: pageRows, error: pagesError } = await pagesQuery.order('page_number');
  if (pagesError) throw new FunctionError(400, pagesError.message);
  const pages: ChatPage[] = (pageRows ?? []).map((p) => ({ page: p.page_number, text: p.content }));

  const { data: earlier, error: earlierError } = await caller
    .from('document_chat_messages')
    .select('role, content')
    .eq('session_id', session.id)
    .order('created_at');
  if (earlierError) throw new FunctionError(400, earlierError.message);
  const asked = (earlier ?? []).filter((m) => m.role === 'user').length;
  const history = (earlier ?? [])
    .filter(
      (m): m is { role: 'user' | 'assistant'; content: string } =>
        m.role === 'user' || m.role === 'assistant',
    )
    .map((m) => ({ role: m.role, content: m.content }));

  const service = serviceClient();
  const record = async (answer: {
    content: string;
    citations: ChatCitation[];
    pages: number[];
    points: number;
    transactionId: string | null;
  }) => {
    const { data: questionRow, error: questionError } = await service
      .from('document_chat_messages')
      .insert({ session_id: session.id, user_id: userId, role: 'user', content: question })
      .select(MESSAGE_COLUMNS)
      .single();
    if (questionError?.code === FOREIGN_KEY_VIOLATION) return null;
    if (questionError) throw new Error(questionError.message);
    const { data: answerRow, error: answerError } = await service
      .from('document_chat_messages')
      .insert({
        session_id: session.id,
        user_id: userId,
        role: 'assistant',
        content: answer.content,
        citations: answer.citations.map((citation) => ({ page: citation.page, text: citation.text })),
        cited_pages: answer.pages,
        points_spent: answer.points,
        transaction_id: answer.transactionId,
      })
      .select(MESSAGE_COLUMNS)
      .single();
    if (answerError?.code === FOREIGN_KEY_VIOLATION) return null;
    if (answerError) throw new Error(answerError.message);
    return { messages: [questionRow, answerRow], next_price: documentChatCost(asked + 1) };
  };

  // Read in the study engines' pool: a document may hold 20,000,000 characters, seconds of work per question.
  const engine = await documentAnswerFor(userId, question, pages);
  // Nothing in the document answers it: declined, recorded, and not charged.
  if (!engine.found) {
    const declined = engine.answer;
    const result = await record({
      content: declined.answer,
      citations: [],
      pages: [],
      points: 0,
      transactionId: null,
    });
    // The chat was deleted while its question was read: nothing to answer into.
    if (!result) throw new FunctionError(404, 'Chat not found');
    return free(result, 'engine');
  }

  const price = documentChatCost(asked);
  // Streamed for `Accept: text/event-stream` (the chat page), one JSON body otherwise.
  return paidStream({
    action: 'document-chat',
    points: price,
    description: `Document chat: ${session.title}`.slice(0, 200),
    insufficientMessage: 'insufficient points',
    transactionType: 'document_chat',
    work: (charge) =>
      chunksWhile(async (emit) => {
        let streamed = false;
        const provider = await configuredProvider('document-chat');
        // The model writes from the passages ranked in the pool (only its call runs here); without one, the
        // engine's answer worked out there is the answer.
        const answer = provider
          ? await answerFromBrief(question, engine.brief, {
              provider,
              history,
              signal: request.signal,
              onDelta: (delta) => {
                streamed = true;
                emit(delta);
              },
            })
          : engine.answer;
        // The engines write the answer whole: it is sent in pieces all the same.
        if (!streamed) for (const piece of textPieces(answer.answer)) emit(piece);
        const { data: paid } = await service
          .from('paid_actions')
          .select('charge_transaction_id')
          .eq('id', charge.id)
          .single();
        const result = await record({
          content: answer.answer,
          citations: answer.citations,
          pages: [...new Set(answer.citations.map((c) => c.page))],
          points: charge.points,
          transactionId: paid?.charge_transaction_id ?? null,
        });
        // The chat was deleted while the answer was written: the answer reached the reader, so it is paid (a
        // refund is for work that gave no answer); there is no chat left to keep it in.
        if (!result) {
          return {
            result: {
              messages: [],
              next_price: documentChatCost(asked + 1),
              answer: answer.answer,
              saved: false,
            },
            engine: answer.engine,
          };
        }
        return {
          result,
          resultRef: { table: 'document_chat_messages', id: result.messages[1]!.id },
          engine: answer.engine,
        };
      }),
  });
});
