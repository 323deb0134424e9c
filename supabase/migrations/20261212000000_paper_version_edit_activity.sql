-- Issue 13, the authorship report: how each version's text came about, as the editor recorded it between the
-- previous save and this one. Characters typed, pasted (and how many pastes, the largest), inserted by the
-- platform's tools (an accepted AI suggestion, a generated draft, a restored version), deleted; seconds of active
-- editing (edits less than five minutes apart) and the wall-clock span from the first edit to the save (durations,
-- not client timestamps, so a wrong clock on the student's computer cannot misplace a session).
-- All null on versions saved before recording began, by the desktop's offline drafts or through the service: the
-- report says "not recorded" for those rather than guessing. Versions stay insert-only (update is revoked), so
-- the figures are fixed when the version is saved; RLS on paper_versions (owner reads and adds) covers them.
alter table public.paper_versions
  add column typed_chars integer,
  add column pasted_chars integer,
  add column paste_count integer,
  add column largest_paste integer,
  add column tool_chars integer,
  add column deleted_chars integer,
  add column active_seconds integer,
  add column editing_seconds integer;

alter table public.paper_versions
  add constraint paper_versions_edit_activity_counts_check check (
    coalesce(typed_chars, 0) between 0 and 10000000
    and coalesce(pasted_chars, 0) between 0 and 10000000
    and coalesce(paste_count, 0) between 0 and 1000000
    and coalesce(largest_paste, 0) between 0 and coalesce(pasted_chars, 0)
    and coalesce(tool_chars, 0) between 0 and 10000000
    and coalesce(deleted_chars, 0) between 0 and 10000000
    and coalesce(active_seconds, 0) between 0 and coalesce(editing_seconds, 0)
    and coalesce(editing_seconds, 0) between 0 and 31 * 86400
  ),
  -- A version either has the whole record or none of it.
  add constraint paper_versions_edit_activity_complete_check check (
    num_nulls(typed_chars, pasted_chars, paste_count, largest_paste, tool_chars, deleted_chars, active_seconds,
      editing_seconds) in (0, 8)
  );

comment on column public.paper_versions.typed_chars is
  'Characters typed in the editor since the previous version (null: not recorded).';
comment on column public.paper_versions.pasted_chars is
  'Characters pasted or dropped into the editor since the previous version, text carried from a landing included.';
comment on column public.paper_versions.tool_chars is
  'Characters the platform inserted since the previous version: accepted AI suggestions, generated drafts, restores.';
comment on column public.paper_versions.active_seconds is
  'Seconds of editing since the previous version, counting gaps between edits shorter than five minutes.';
comment on column public.paper_versions.editing_seconds is
  'Seconds from the first edit after the previous version to this save.';
