-- Seed data for todos table
INSERT INTO public.todos (task, is_complete)
VALUES
    ('Buy groceries', false),
    ('Complete project report', true),
    ('Call mom', false),
    ('Schedule dentist appointment', false),
    ('Pay bills', true);