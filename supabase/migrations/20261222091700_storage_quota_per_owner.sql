-- Each user's stored files are bounded in all (hostile users). A bucket bounds one file (50 MiB for document
-- originals and cover images), not how many: a student could upload file after file into their own folders until
-- the disk that Postgres and every other user's files share was full. Now the files one owner keeps, every bucket
-- together, hold at most private.storage_quota_bytes() (2 GiB: forty full-size documents, far more than a
-- seller's library of notes); the write that would pass it is refused with SQLSTATE QT413, which the storage
-- service answers as a 413 (its bytes are then discarded). Files written by the platform itself (no owner: the
-- pipeline's previews and cards, the demo media) are not counted against anyone.

create function private.storage_quota_bytes()
returns bigint
language sql
immutable
set search_path = ''
as $$ select 2147483648::bigint $$;

-- The bytes an owner keeps, leaving out one object name (the one a write replaces).
create function private.storage_bytes_of(p_owner text, p_bucket_id text default null, p_name text default null)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum((o.metadata ->> 'size')::bigint), 0)::bigint
    from storage.objects o
   where o.owner_id = p_owner
     and not (o.bucket_id is not distinct from p_bucket_id and o.name is not distinct from p_name);
$$;

create function private.objects_within_owner_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  used bigint;
  size bigint := coalesce((new.metadata ->> 'size')::bigint, 0);
begin
  if new.owner_id is null then
    return new;
  end if;
  -- One owner's writes are counted one at a time: parallel uploads cannot each see room the others take.
  perform pg_advisory_xact_lock(hashtext('storage-quota'), hashtext(new.owner_id));
  used := private.storage_bytes_of(new.owner_id, new.bucket_id, new.name);
  -- A move (same owner, new place): the row's old place is still among what is counted.
  if tg_op = 'UPDATE' and old.owner_id is not distinct from new.owner_id
     and (old.bucket_id, old.name) is distinct from (new.bucket_id, new.name) then
    used := used - coalesce((old.metadata ->> 'size')::bigint, 0);
  end if;
  -- A write of no bytes yet (the service's check before it reads an upload) is refused once nothing is left.
  if used + size > private.storage_quota_bytes() or (size = 0 and used >= private.storage_quota_bytes()) then
    raise exception 'The storage quota of this account is used up: at most % bytes of files in all',
      private.storage_quota_bytes()
      using errcode = 'QT413';
  end if;
  return new;
end;
$$;

create trigger objects_within_owner_quota
  before insert or update of metadata, owner_id, bucket_id, name on storage.objects
  for each row execute function private.objects_within_owner_quota();

revoke execute on function private.storage_bytes_of(text, text, text) from public;
revoke execute on function private.objects_within_owner_quota() from public;
