// Inputs the unit tests share: non-English prose (written for these tests) and malformed input.

export const SPANISH_TEXT =
  'La fotosíntesis es el proceso mediante el cual las plantas verdes convierten la energía de la luz en energía química. Ocurre principalmente en los cloroplastos de las hojas, donde la clorofila absorbe la luz roja y azul. El oxígeno que respiramos es un subproducto de esta reacción, y casi todas las cadenas alimentarias terrestres dependen de ella.';

export const GERMAN_TEXT =
  'Die Photosynthese ist der Vorgang, bei dem grüne Pflanzen Lichtenergie in chemische Energie umwandeln. Sie findet vor allem in den Chloroplasten der Blattzellen statt. Der Sauerstoff, den wir atmen, entsteht dabei als Nebenprodukt, und fast jede Nahrungskette an Land beginnt mit einer Pflanze.';

export const CHINESE_TEXT =
  '光合作用是绿色植物利用光能把二氧化碳和水转化为有机物并释放氧气的过程。它主要发生在叶绿体中。几乎所有陆地食物链都从植物开始，因此光合作用决定了生态系统能够支持多少生命。';

export const ARABIC_TEXT =
  'التمثيل الضوئي هو العملية التي تحول بها النباتات الخضراء الطاقة الضوئية إلى طاقة كيميائية مخزنة في السكريات. يحدث أساسا في البلاستيدات الخضراء في خلايا الأوراق.';

/** Bytes of a PNG header and random data read as if they were text. */
export const BINARY_TEXT = String.fromCharCode(
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0x00,
  0x00,
  0x00,
  0x0d,
  0x49,
  0x48,
  0x44,
  0x52,
  ...Array.from({ length: 400 }, (_, i) => (i * 7919) % 32),
);
