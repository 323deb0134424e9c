-- Every text column a client writes has a length limit (hostile users). Without one, a student could PATCH a
-- paper's content (or a plan's pasted material, a test answer, a profile field...) with hundreds of megabytes:
-- stored for good, and read back whole by the tools that read them (the plagiarism check read the writer's 200
-- newest papers). The gateway now refuses REST bodies over 10 MiB (server/gateway/rest-proxy.ts); these limits
-- are each column's own.
--
-- Limits come from the product's own where it has them: a paper's content as the desktop cache keeps it
-- (DESKTOP_LIMITS.paperContentChars, 2,000,000), a plan's pasted material as far as the study tools read it
-- (STUDY_MATERIAL_MAX_CHARS, 600,000), the homework question's formatted copy beside its 20,000-character text;
-- elsewhere generous (names 200-300, descriptions 20,000, URLs 2,048, storage paths 1,024, slugs 500). JSON
-- columns are held by the length of their text. `not valid`: rows already stored stay as they are (the migration
-- must not fail on an existing database); every insert and update is checked. A value over its limit is refused
-- with Postgres' check_violation (23514), which PostgREST answers as a 400.
--
-- Columns already limited (titles, flashcards, comments, reviews, notices' descriptions...), bounded by a list or
-- a pattern (statuses, currencies) or by a foreign key are left as they are. Server-written columns (document
-- pages from the pipeline, chat messages, reports) are not written by clients and keep the bounds of their writers.


alter table public.papers add constraint papers_content_length check (char_length(content) <= 2000000) not valid;
alter table public.papers add constraint papers_instructions_length check (char_length(instructions) <= 20000) not valid;
alter table public.papers add constraint papers_citation_style_length check (char_length(citation_style) <= 100) not valid;
alter table public.papers add constraint papers_level_length check (char_length(level) <= 100) not valid;
alter table public.papers add constraint papers_format_length check (length(format::text) <= 20000) not valid;
alter table public.papers add constraint papers_paper_type_length check (length(paper_type::text) <= 20000) not valid;
alter table public.papers add constraint papers_sources_length check (length(sources::text) <= 200000) not valid;

alter table public.paper_versions add constraint paper_versions_content_length check (char_length(content) <= 2000000) not valid;

alter table public.paper_references add constraint paper_references_csl_length check (length(csl::text) <= 100000) not valid;

alter table public.test_prep_resources add constraint test_prep_resources_content_length check (char_length(content) <= 600000) not valid;
alter table public.test_prep_resources add constraint test_prep_resources_title_length check (char_length(title) <= 300) not valid;
alter table public.test_prep_resources add constraint test_prep_resources_file_name_length check (char_length(file_name) <= 1000) not valid;
alter table public.test_prep_resources add constraint test_prep_resources_file_path_length check (char_length(file_path) <= 1024) not valid;
alter table public.test_prep_resources add constraint test_prep_resources_url_length check (char_length(url) <= 2048) not valid;

alter table public.test_prep_plans add constraint test_prep_plans_description_length check (char_length(description) <= 20000) not valid;
alter table public.test_prep_plans add constraint test_prep_plans_exam_name_length check (char_length(exam_name) <= 300) not valid;
alter table public.test_prep_plans add constraint test_prep_plans_goal_length check (char_length(goal) <= 5000) not valid;

alter table public.tests add constraint tests_description_length check (char_length(description) <= 20000) not valid;
alter table public.tests add constraint tests_slug_length check (char_length(slug) <= 500) not valid;

alter table public.test_questions add constraint test_questions_prompt_length check (char_length(prompt) <= 10000) not valid;
alter table public.test_questions add constraint test_questions_correct_answer_length check (char_length(correct_answer) <= 5000) not valid;
alter table public.test_questions add constraint test_questions_explanation_length check (char_length(explanation) <= 20000) not valid;
alter table public.test_questions add constraint test_questions_source_passage_length check (char_length(source_passage) <= 20000) not valid;
alter table public.test_questions add constraint test_questions_topic_length check (char_length(topic) <= 300) not valid;
alter table public.test_questions add constraint test_questions_options_length check (length(options::text) <= 50000) not valid;

alter table public.test_attempt_answers add constraint test_attempt_answers_answer_length check (char_length(answer) <= 10000) not valid;

alter table public.flashcard_decks add constraint flashcard_decks_description_length check (char_length(description) <= 20000) not valid;
alter table public.flashcard_decks add constraint flashcard_decks_slug_length check (char_length(slug) <= 500) not valid;

alter table public.homework_questions add constraint homework_questions_subject_length check (char_length(subject) <= 200) not valid;
alter table public.homework_questions add constraint homework_questions_slug_length check (char_length(slug) <= 500) not valid;
alter table public.homework_questions add constraint homework_questions_formatted_question_length check (length(formatted_question::text) <= 100000) not valid;

alter table public.documents add constraint documents_description_length check (char_length(description) <= 20000) not valid;
alter table public.documents add constraint documents_slug_length check (char_length(slug) <= 500) not valid;
alter table public.documents add constraint documents_language_length check (char_length(language) <= 100) not valid;
alter table public.documents add constraint documents_file_format_length check (char_length(file_format) <= 100) not valid;
alter table public.documents add constraint documents_rejection_reason_length check (char_length(rejection_reason) <= 5000) not valid;
alter table public.documents add constraint documents_original_file_name_length check (char_length(original_file_name) <= 1000) not valid;
alter table public.documents add constraint documents_original_file_path_length check (char_length(original_file_path) <= 1024) not valid;
alter table public.documents add constraint documents_original_file_type_length check (char_length(original_file_type) <= 255) not valid;
alter table public.documents add constraint documents_converted_file_name_length check (char_length(converted_file_name) <= 1000) not valid;
alter table public.documents add constraint documents_converted_file_path_length check (char_length(converted_file_path) <= 1024) not valid;
alter table public.documents add constraint documents_converted_file_type_length check (char_length(converted_file_type) <= 255) not valid;
alter table public.documents add constraint documents_preview_file_name_length check (char_length(preview_file_name) <= 1000) not valid;
alter table public.documents add constraint documents_preview_file_path_length check (char_length(preview_file_path) <= 1024) not valid;
alter table public.documents add constraint documents_preview_file_type_length check (char_length(preview_file_type) <= 255) not valid;
alter table public.documents add constraint documents_card_image_name_length check (char_length(card_image_name) <= 1000) not valid;
alter table public.documents add constraint documents_card_image_path_length check (char_length(card_image_path) <= 1024) not valid;

alter table public.document_chat_sessions add constraint document_chat_sessions_file_name_length check (char_length(file_name) <= 1000) not valid;
alter table public.document_chat_sessions add constraint document_chat_sessions_file_path_length check (char_length(file_path) <= 1024) not valid;
alter table public.document_chat_sessions add constraint document_chat_sessions_file_type_length check (char_length(file_type) <= 255) not valid;

alter table public.content_reports add constraint content_reports_resolution_note_length check (char_length(resolution_note) <= 5000) not valid;

alter table public.legal_notices add constraint legal_notices_email_length check (char_length(email) <= 320) not valid;
alter table public.legal_notices add constraint legal_notices_address_length check (char_length(address) <= 1000) not valid;
alter table public.legal_notices add constraint legal_notices_organization_length check (char_length(organization) <= 300) not valid;
alter table public.legal_notices add constraint legal_notices_phone_length check (char_length(phone) <= 100) not valid;
alter table public.legal_notices add constraint legal_notices_signature_length check (char_length(signature) <= 300) not valid;
alter table public.legal_notices add constraint legal_notices_content_url_length check (char_length(content_url) <= 2048) not valid;
alter table public.legal_notices add constraint legal_notices_original_work_url_length check (char_length(original_work_url) <= 2048) not valid;
alter table public.legal_notices add constraint legal_notices_admin_note_length check (char_length(admin_note) <= 5000) not valid;

alter table public.users add constraint users_full_name_length check (char_length(full_name) <= 200) not valid;
alter table public.users add constraint users_email_length check (char_length(email) <= 320) not valid;
alter table public.users add constraint users_phone_length check (char_length(phone) <= 100) not valid;
alter table public.users add constraint users_avatar_url_length check (char_length(avatar_url) <= 2048) not valid;
alter table public.users add constraint users_address_line1_length check (char_length(address_line1) <= 500) not valid;
alter table public.users add constraint users_address_line2_length check (char_length(address_line2) <= 500) not valid;
alter table public.users add constraint users_city_length check (char_length(city) <= 200) not valid;
alter table public.users add constraint users_state_length check (char_length(state) <= 200) not valid;
alter table public.users add constraint users_postal_code_length check (char_length(postal_code) <= 50) not valid;

alter table public.orders add constraint orders_metadata_length check (length(metadata::text) <= 20000) not valid;
alter table public.orders add constraint orders_payment_intent_id_length check (char_length(payment_intent_id) <= 255) not valid;
alter table public.orders add constraint orders_payment_method_length check (char_length(payment_method) <= 100) not valid;
alter table public.orders add constraint orders_provider_length check (char_length(provider) <= 50) not valid;

alter table public.user_subscriptions add constraint user_subscriptions_provider_subscription_id_length check (char_length(provider_subscription_id) <= 255) not valid;

-- Written by admins only (RLS), held to the same rule: no column a client writes is unbounded.

alter table public.blog_posts add constraint blog_posts_content_length check (char_length(content) <= 1000000) not valid;
alter table public.blog_posts add constraint blog_posts_excerpt_length check (char_length(excerpt) <= 5000) not valid;
alter table public.blog_posts add constraint blog_posts_featured_image_length check (char_length(featured_image) <= 2048) not valid;
alter table public.blog_posts add constraint blog_posts_slug_length check (char_length(slug) <= 500) not valid;

alter table public.blog_authors add constraint blog_authors_name_length check (char_length(name) <= 200) not valid;
alter table public.blog_authors add constraint blog_authors_bio_length check (char_length(bio) <= 5000) not valid;
alter table public.blog_authors add constraint blog_authors_avatar_url_length check (char_length(avatar_url) <= 2048) not valid;
alter table public.blog_authors add constraint blog_authors_slug_length check (char_length(slug) <= 500) not valid;

alter table public.blog_categories add constraint blog_categories_name_length check (char_length(name) <= 200) not valid;
alter table public.blog_categories add constraint blog_categories_description_length check (char_length(description) <= 5000) not valid;
alter table public.blog_categories add constraint blog_categories_slug_length check (char_length(slug) <= 500) not valid;

alter table public.blog_tags add constraint blog_tags_name_length check (char_length(name) <= 200) not valid;
alter table public.blog_tags add constraint blog_tags_slug_length check (char_length(slug) <= 500) not valid;

alter table public.app_settings add constraint app_settings_key_length check (char_length(key) <= 200) not valid;
alter table public.app_settings add constraint app_settings_description_length check (char_length(description) <= 5000) not valid;
alter table public.app_settings add constraint app_settings_value_length check (length(value::text) <= 100000) not valid;

alter table public.countries add constraint countries_name_length check (char_length(name) <= 200) not valid;

alter table public.courses add constraint courses_code_length check (char_length(code) <= 100) not valid;
alter table public.courses add constraint courses_name_length check (char_length(name) <= 300) not valid;
alter table public.courses add constraint courses_description_length check (char_length(description) <= 20000) not valid;
alter table public.courses add constraint courses_slug_length check (char_length(slug) <= 500) not valid;

alter table public.document_types add constraint document_types_name_length check (char_length(name) <= 200) not valid;
alter table public.document_types add constraint document_types_description_length check (char_length(description) <= 5000) not valid;
alter table public.document_types add constraint document_types_slug_length check (char_length(slug) <= 500) not valid;

alter table public.subjects add constraint subjects_name_length check (char_length(name) <= 200) not valid;
alter table public.subjects add constraint subjects_description_length check (char_length(description) <= 5000) not valid;
alter table public.subjects add constraint subjects_icon_name_length check (char_length(icon_name) <= 100) not valid;
alter table public.subjects add constraint subjects_slug_length check (char_length(slug) <= 500) not valid;

alter table public.universities add constraint universities_name_length check (char_length(name) <= 300) not valid;
alter table public.universities add constraint universities_city_length check (char_length(city) <= 200) not valid;
alter table public.universities add constraint universities_description_length check (char_length(description) <= 20000) not valid;
alter table public.universities add constraint universities_logo_url_length check (char_length(logo_url) <= 2048) not valid;
alter table public.universities add constraint universities_website_length check (char_length(website) <= 2048) not valid;
alter table public.universities add constraint universities_slug_length check (char_length(slug) <= 500) not valid;

alter table public.textbooks add constraint textbooks_title_length check (char_length(title) <= 500) not valid;
alter table public.textbooks add constraint textbooks_author_length check (char_length(author) <= 500) not valid;
alter table public.textbooks add constraint textbooks_edition_length check (char_length(edition) <= 100) not valid;
alter table public.textbooks add constraint textbooks_description_length check (char_length(description) <= 20000) not valid;
alter table public.textbooks add constraint textbooks_cover_image_path_length check (char_length(cover_image_path) <= 1024) not valid;
alter table public.textbooks add constraint textbooks_slug_length check (char_length(slug) <= 500) not valid;

alter table public.scholarships add constraint scholarships_title_length check (char_length(title) <= 300) not valid;
alter table public.scholarships add constraint scholarships_provider_length check (char_length(provider) <= 300) not valid;
alter table public.scholarships add constraint scholarships_description_length check (char_length(description) <= 20000) not valid;
alter table public.scholarships add constraint scholarships_eligibility_length check (char_length(eligibility) <= 20000) not valid;
alter table public.scholarships add constraint scholarships_url_length check (char_length(url) <= 2048) not valid;
alter table public.scholarships add constraint scholarships_slug_length check (char_length(slug) <= 500) not valid;

alter table public.points_packages add constraint points_packages_name_length check (char_length(name) <= 200) not valid;
alter table public.points_packages add constraint points_packages_description_length check (char_length(description) <= 5000) not valid;

alter table public.points_bonus_tiers add constraint points_bonus_tiers_name_length check (char_length(name) <= 200) not valid;

alter table public.subscription_plans add constraint subscription_plans_name_length check (char_length(name) <= 200) not valid;
alter table public.subscription_plans add constraint subscription_plans_description_length check (char_length(description) <= 5000) not valid;
alter table public.subscription_plans add constraint subscription_plans_provider_price_id_length check (char_length(provider_price_id) <= 255) not valid;
alter table public.subscription_plans add constraint subscription_plans_features_length check (length(features::text) <= 20000) not valid;
alter table public.subscription_plans add constraint subscription_plans_slug_length check (char_length(slug) <= 500) not valid;
