// @vitest-environment happy-dom
import type { Product } from '@refocus/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../../../test/in-english';
import { PhotoGallery } from './components/photo-gallery';

/**
 * Issue 14 item 1: the full-screen view zooms, and a zoomed photo can be looked around (the
 * mouse, a finger, the arrow keys); closing it leaves the page on the photo last looked at.
 */
const product = {
  name: 'Sony FE 50mm',
  imgURL: '/a.webp',
  photos: ['a', 'b', 'c'].map((name) => ({ url: `/${name}.webp`, srcset: '', width: 800, height: 600 })),
} as unknown as Product;

/** The zoomed photo's centre point, as its style says. */
const origin = (image: HTMLElement) => image.style.transformOrigin;

describe('photo gallery and viewer', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: a 400 × 300 box for the photo, and dialogs that open.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: 400,
      height: 300,
      right: 400,
      bottom: 300,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    } as DOMRect);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const openViewer = () => {
    render(<PhotoGallery product={product} />, inEnglish);
    fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
    return screen.getByRole('dialog', { hidden: true });
  };

  it('zooms where clicked; the mouse moves the zoom, a click zooms back out', () => {
    const viewer = openViewer();
    const zoomIn = within(viewer).getByRole('button', { name: 'Zoom in', hidden: true });
    fireEvent.click(zoomIn, { clientX: 100, clientY: 150 });
    const image = within(viewer).getByRole('img', { name: 'View 1 of 3', hidden: true });
    expect(image.style.transform).toBe('scale(2)');
    expect(origin(image)).toBe('25% 50%');
    fireEvent.pointerMove(zoomIn, { pointerType: 'mouse', clientX: 300, clientY: 75 });
    expect(origin(image)).toBe('75% 25%');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom out', hidden: true }));
    expect(image.style.transform).toBe('');
  });

  it('follows a finger dragging the zoomed photo, and a drag is not a tap', () => {
    const viewer = openViewer();
    const button = within(viewer).getByRole('button', { name: 'Zoom in', hidden: true });
    fireEvent.click(button, { clientX: 200, clientY: 150 });
    const image = within(viewer).getByRole('img', { name: 'View 1 of 3', hidden: true });
    expect(origin(image)).toBe('50% 50%');
    fireEvent.pointerDown(button, { pointerType: 'touch', clientX: 200, clientY: 150 });
    // Dragging right by 40 px (10 % of the box) shows more of the photo's left side.
    fireEvent.pointerMove(button, { pointerType: 'touch', clientX: 240, clientY: 150 });
    expect(origin(image)).toBe('40% 50%');
    fireEvent.click(button, { clientX: 240, clientY: 150 });
    expect(image.style.transform).toBe('scale(2)');
  });

  it('moves around a zoomed photo with the arrow keys, and through the photos when not zoomed', () => {
    const viewer = openViewer();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom in', hidden: true }), {
      clientX: 200,
      clientY: 150,
    });
    const image = within(viewer).getByRole('img', { name: 'View 1 of 3', hidden: true });
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    fireEvent.keyDown(viewer, { key: 'ArrowDown' });
    expect(origin(image)).toBe('60% 60%');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Zoom out', hidden: true }));
    fireEvent.keyDown(viewer, { key: 'ArrowRight' });
    expect(within(viewer).getByRole('img', { name: 'View 2 of 3', hidden: true })).toBeTruthy();
  });

  it('leaves the page on the photo last looked at', () => {
    const viewer = openViewer();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo', hidden: true }));
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo', hidden: true }));
    expect(within(viewer).getByRole('img', { name: 'View 3 of 3', hidden: true })).toBeTruthy();
    fireEvent(viewer, new Event('close'));
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });
});
