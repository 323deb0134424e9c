import { useEffect, useState } from 'react';
import { Container } from '../../../ui/Container';
import { useNearViewport } from '../../../ui/useNearViewport';
import { SectionHeading } from '../../../ui/SectionHeading';
import {
  homeTexts,
  PROMO_VIDEO_CAPTIONS,
  PROMO_VIDEO_POSTER,
  PROMO_VIDEO_SRC,
  PROMO_VIDEO_WEBM,
} from '../home.texts';

const texts = homeTexts.video;

/** Asks, once the page is idle, whether the video exists, so a missing file hides the section before anyone clicks. */
function useVideoAvailable(src: string): boolean {
  const [available, setAvailable] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    const probe = () => {
      fetch(src, { method: 'HEAD', signal: controller.signal })
        .then((response) => {
          const type = response.headers.get('content-type') ?? '';
          // A 405 means the server does not do HEAD; a text/html answer is an SPA fallback, not a video.
          if ((!response.ok && response.status !== 405) || type.startsWith('text/html')) setAvailable(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setAvailable(false);
        });
    };
    const idle = window.requestIdleCallback?.(probe, { timeout: 3000 });
    const timer = idle === undefined ? window.setTimeout(probe, 1500) : undefined;
    return () => {
      controller.abort();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [src]);
  return available;
}

export function PromoVideoSection() {
  const available = useVideoAvailable(PROMO_VIDEO_SRC);
  const [failed, setFailed] = useState(false);
  // The poster is not in the server-rendered page: the browser would fetch it, and lay its SVG out, before the first
  // paint of the screen above (it is far below it). It is set once the section comes near the viewport.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  if (!available || failed) return null;
  return (
    <section
      ref={sectionRef}
      aria-labelledby="video-title"
      className="below-fold bg-slate-50 py-16 sm:py-24"
      data-testid="promo-video-section"
    >
      <Container>
        <SectionHeading
          id="video-title"
          eyebrow={texts.eyebrow}
          title={texts.title}
          description={texts.description}
          align="center"
        />
        <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-3xl border border-slate-200/80 bg-slate-900 shadow-lift">
          <video
            controls
            playsInline
            preload="none"
            poster={near ? PROMO_VIDEO_POSTER : undefined}
            className="aspect-video w-full bg-slate-900"
            onError={() => setFailed(true)}
          >
            {/* WebM (VP9) first for browsers without H.264; the section gives up only when the last one fails. */}
            <source src={PROMO_VIDEO_WEBM} type="video/webm" />
            <source src={PROMO_VIDEO_SRC} type="video/mp4" onError={() => setFailed(true)} />
            <track kind="captions" src={PROMO_VIDEO_CAPTIONS} srcLang="en" label="English" />
            {texts.unsupported}
          </video>
        </div>
      </Container>
    </section>
  );
}
