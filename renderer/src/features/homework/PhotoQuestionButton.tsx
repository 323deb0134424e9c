import { Camera } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../ui/toast.store';
import { buttonClasses } from '../../ui/button.styles';
import { homeworkTexts as texts } from './homework.texts';

/** Reads the text of a photographed question on the device (tesseract.js, loaded only when a photo is chosen). */
export function PhotoQuestionButton({ onText }: { onText: (text: string) => void }) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  async function read(file: File) {
    if (!file.type.startsWith('image/')) {
      toast.error(texts.photo.notImage);
      return;
    }
    setProgress(0);
    try {
      const { recognizeQuestionPhoto } = await import('./photo-ocr');
      const text = await recognizeQuestionPhoto(file, (p) => setProgress(Math.round(p * 100)));
      if (text === '') toast.error(texts.photo.failed);
      else {
        onText(text);
        toast.success(texts.photo.done);
      }
    } catch {
      toast.error(texts.photo.failed);
    } finally {
      setProgress(null);
    }
  }
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className={buttonClasses('outline', 'md', 'cursor-pointer')}>
        <Camera aria-hidden="true" className="size-4" />
        {texts.photo.button}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={progress !== null}
        data-testid="homework-photo"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      {progress !== null && (
        <p role="status" className="text-sm text-muted">
          {texts.photo.reading(progress)}
        </p>
      )}
    </div>
  );
}
