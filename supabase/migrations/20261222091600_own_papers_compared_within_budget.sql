-- The plagiarism check compares a text with the writer's own papers (newest first, each by its first characters,
-- all within a budget: shared/study/plagiarism/own-papers.engine.ts). It read 200 papers whole through PostgREST
-- and cut them afterwards, on the thread that serves every request: with papers of up to 2,000,000 characters
-- that is 400,000,000 characters fetched and parsed for one 5-point check. Here the database cuts them: each
-- paper to its first `p_chars_per_paper` characters (read as a slice of the stored value, not the whole value),
-- and the papers stop once the ones before them hold `p_total_chars`. Run as the caller: only their own papers.
create function public.own_papers_to_compare(
  p_exclude uuid,
  p_papers integer,
  p_chars_per_paper integer,
  p_total_chars integer
)
returns table (id uuid, title text, editor text, content text, created_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select w.id, w.title, w.editor, w.content, w.created_at
    from (
      select p.id, p.title, p.editor, p.created_at, p.updated_at,
             left(p.content, greatest(p_chars_per_paper, 0)) as content,
             coalesce(
               sum(char_length(left(p.content, greatest(p_chars_per_paper, 0))))
                 over (order by p.updated_at desc, p.id rows between unbounded preceding and 1 preceding),
               0
             ) as before
        from public.papers p
       where p.user_id = (select auth.uid())
         and p.id is distinct from p_exclude
       order by p.updated_at desc, p.id
       limit least(greatest(p_papers, 0), 200)
    ) w
   where w.before < p_total_chars
   order by w.updated_at desc, w.id;
$$;

revoke execute on function public.own_papers_to_compare(uuid, integer, integer, integer) from public, anon;
grant execute on function public.own_papers_to_compare(uuid, integer, integer, integer) to authenticated;
