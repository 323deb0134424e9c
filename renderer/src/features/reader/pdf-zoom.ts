/** The reader's zoom steps (1 = the page's own size); "fit width" is whatever scale fills the viewer. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];

/** The next zoom step above (1) or below (-1) the current scale, or undefined at either end. */
export function nextZoom(current: number, direction: 1 | -1): number | undefined {
  return direction > 0
    ? ZOOM_STEPS.find((value) => value > current + 0.01)
    : [...ZOOM_STEPS].reverse().find((value) => value < current - 0.01);
}

export const canZoomOut = (scale: number) => scale > ZOOM_STEPS[0]! + 0.01;
export const canZoomIn = (scale: number) => scale < ZOOM_STEPS.at(-1)! - 0.01;
