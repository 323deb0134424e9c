// The paper's versions with their edit records, for the authorship report (issue 13). Read as the user (RLS: the
// paper's owner). Under the versions' key, so each save refreshes the report too.
import { queryOptions } from '@tanstack/react-query';
import { countWords } from '../../../../../shared/study/text/text-tokens.util';
import type { AuthorshipVersion } from '../../../../../shared/study/writing/authorship.engine';
import { loadSupabase } from '../../../lib/supabase.loader';
import { plainTextOf } from '../writing-content';
import { writingKeys } from '../writing.api';

export const authorshipQuery = (paperId: string) =>
  queryOptions({
    queryKey: [...writingKeys.versions(paperId), 'authorship'] as const,
    queryFn: async (): Promise<AuthorshipVersion[]> => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('paper_versions')
        .select(
          'version_number, content, created_at, typed_chars, pasted_chars, paste_count, largest_paste, tool_chars, deleted_chars, active_seconds, editing_seconds',
        )
        .eq('paper_id', paperId)
        .order('version_number', { ascending: true })
        .limit(2000);
      if (error) throw new Error(error.message);
      return data.map((v) => ({
        version: v.version_number,
        savedAt: new Date(v.created_at).toISOString(),
        words: countWords(plainTextOf(v.content)),
        activity:
          v.typed_chars === null
            ? null
            : {
                typed: v.typed_chars,
                pasted: v.pasted_chars ?? 0,
                pastes: v.paste_count ?? 0,
                largestPaste: v.largest_paste ?? 0,
                tool: v.tool_chars ?? 0,
                deleted: v.deleted_chars ?? 0,
                activeSeconds: v.active_seconds ?? 0,
                editingSeconds: v.editing_seconds ?? 0,
              },
      }));
    },
  });
