import { translator } from '../../core/i18n/translate';
import { logOnce } from '../../core/log';
import { getSettings } from '../../core/settings/settings';
import { carouselMessages } from '../../core/i18n/carousel';
import { sameOriginPath } from '../../core/sanitize/same-origin-path';
import { startPlayback } from '../shared/media/video-player';
import carouselCss from './carousel.css?raw';
import {
  autoplayNext,
  buttonsFor,
  clampIndex,
  createAutoplay,
  numberAttribute,
  playableSlide,
  positionCount,
  trackOffset,
  type Autoplay,
} from './carousel.logic';
import { PlainElement, start, stop } from '../shared/element/plain-element';
import { mediaMatches, REDUCED_MOTION, saveData, watchMedia } from './page-preferences';

function button(className: string, label: string, glyph: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = `rove-carousel__button ${className}`;
  element.setAttribute('aria-label', label);
  const icon = document.createElement('span');
  icon.setAttribute('aria-hidden', 'true');
  icon.textContent = glyph;
  element.append(icon);
  return element;
}

/**
 * `<rove-carousel>`: enhances a server-rendered list of slides into an APG carousel (see
 * README.md). Plain DOM rather than a React view: the slides are the server's markup (product
 * cards with their own elements inside), which must stay as they are; the element only adds
 * the controls, the ARIA and the movement.
 */
export class RoveCarousel extends PlainElement {
  static observedAttributes = ['index'];
  static override styles = { 'rove-carousel': carouselCss };
  // Set before the definition arrived: kept until the slides are known.
  static override earlyProperties = ['index'];

  #track: HTMLElement | null = null;
  #slides: HTMLElement[] = [];
  #controls: HTMLElement | null = null;
  #prevButton: HTMLButtonElement | null = null;
  #nextButton: HTMLButtonElement | null = null;
  #rotationButton: HTMLButtonElement | null = null;
  #autoplay: Autoplay | null = null;
  // Its words in the page's language (the settings' locale).
  readonly #text = translator(carouselMessages, getSettings().locale);
  #current = 0;
  #videos = new Map<HTMLImageElement, { video: HTMLVideoElement; destroy(): void }>();
  /** Posters whose video failed: they stay pictures. */
  #failed = new WeakSet<HTMLImageElement>();
  /** Some of the carousel is in the viewport (an IntersectionObserver says so). */
  #visible = false;

  /** The index shown now (0-based). */
  get index(): number {
    return this.#current;
  }

  set index(value: number | string) {
    // Frameworks may set the property (as text) before the element is connected.
    this.go(Number(value));
  }

  protected override [stop](): void {
    this.#autoplay?.dispose();
    this.#autoplay = null;
    this.#dropVideos();
  }

  attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
    if (name === 'index' && this.#track) this.go(numberAttribute(text) ?? 0);
  }

  /** Moves to a position (clamped), updating the buttons, the slides and the track. */
  go(index: number): void {
    if (!this.#track) {
      // Not enhanced yet: remembered, clamped once the slides are known.
      this.#current = Number.isFinite(index) ? index : 0;
      return;
    }
    const count = this.#count();
    const next = clampIndex(index, count);
    const changed = next !== this.#current;
    this.#current = next;
    if (!this.#track) return;
    const { amount, unit } = trackOffset(next, this.#step());
    this.#track.style.setProperty('--rove-carousel-offset', `${amount}${unit}`);
    const enabled = buttonsFor(next, count);
    this.#setEnabled(this.#prevButton, enabled.prev, this.#nextButton);
    this.#setEnabled(this.#nextButton, enabled.next, this.#prevButton);
    if (this.#step() === undefined) {
      // One slide at a time: the others are out of view, so out of the tab order and the
      // accessibility tree too.
      this.#slides.forEach((slide, i) => {
        slide.inert = i !== next;
      });
    }
    this.#syncVideos();
    if (changed) {
      this.dispatchEvent(
        new CustomEvent('rove:carousel-change', {
          bubbles: true,
          composed: true,
          detail: { index: next },
        }),
      );
    }
  }

  #step(): number | undefined {
    const step = numberAttribute(this.getAttribute('step'));
    return step !== undefined && step > 0 ? step : undefined;
  }

  #count(): number {
    const steps =
      this.#step() === undefined ? undefined : numberAttribute(this.getAttribute('steps'));
    return positionCount(this.#slides.length, steps);
  }

  #reducedMotion(): boolean {
    return this.hasAttribute('reduce-motion') || mediaMatches(REDUCED_MOTION);
  }

  /** A button about to be disabled keeps no focus: focus moves to the other one (else body). */
  #setEnabled(target: HTMLButtonElement | null, enabled: boolean, other: HTMLButtonElement | null) {
    if (!target) return;
    if (!enabled && target === document.activeElement && other && !other.disabled) other.focus();
    target.disabled = !enabled;
  }

  protected override [start](signal: AbortSignal): void {
    this.#track ??= this.querySelector<HTMLElement>(':scope > .rove-carousel__track');
    if (!this.#track) {
      logOnce('warn', 'carousel-no-track', 'rove-carousel needs a .rove-carousel__track child');
      return;
    }
    const track = this.#track;
    this.#slides = [...track.children].filter((n): n is HTMLElement => n instanceof HTMLElement);

    this.classList.add('rove-carousel', 'rove-carousel--ready');
    const step = this.#step();
    this.classList.toggle('rove-carousel--stepped', step !== undefined);
    // A stepped carousel moves one slide a step: each slide is a step wide (gap included).
    if (step !== undefined) this.style.setProperty('--rove-carousel-step', `${step}px`);
    const t = this.#text;
    this.setAttribute('role', 'region');
    this.setAttribute('aria-roledescription', t('carouselRole'));
    const label = this.getAttribute('label');
    if (label) this.setAttribute('aria-label', label);
    track.id ||= `rove-carousel-${Math.random().toString(36).slice(2, 10)}`;
    this.#slides.forEach((slide, i) => {
      slide.classList.add('rove-carousel__slide');
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', t('slideRole'));
      slide.setAttribute('aria-label', t('slide', { position: i + 1, total: this.#slides.length }));
    });

    this.#buildControls(track, signal);
    this.#watchOrientation(signal);
    this.#startAutoplay(track, signal);
    this.#watchVisibility(signal);
    this.#syncMotion();
    watchMedia(REDUCED_MOTION, () => this.#syncMotion(), signal);
    this.go(numberAttribute(this.getAttribute('index')) ?? this.#current);
  }

  #buildControls(track: HTMLElement, signal: AbortSignal): void {
    if (!this.#controls) {
      const controls = document.createElement('div');
      controls.className = 'rove-carousel__controls';
      if (this.hasAttribute('autoplay')) {
        // APG: the rotation control comes first in the tab order.
        this.#rotationButton = button('rove-carousel__rotation', this.#text('stopRotation'), '❚❚');
        controls.append(this.#rotationButton);
      }
      this.#prevButton = button('rove-carousel__prev', this.#text('previous'), '‹');
      this.#nextButton = button('rove-carousel__next', this.#text('next'), '›');
      for (const control of [this.#prevButton, this.#nextButton]) {
        control.setAttribute('aria-controls', track.id);
      }
      controls.append(this.#prevButton, this.#nextButton);
      this.insertBefore(controls, track);
      this.#controls = controls;
    }
    const onClick = (event: Event) => {
      const target = event.target as Element | null;
      const pressed = target?.closest('button');
      if (pressed === this.#prevButton) this.go(this.#current - 1);
      else if (pressed === this.#nextButton) this.go(this.#current + 1);
      else if (pressed === this.#rotationButton) this.#toggleRotation();
    };
    this.#controls.addEventListener('click', onClick, { signal });
  }

  #toggleRotation(): void {
    if (!this.#autoplay) return;
    this.#autoplay.pause('user', !this.#autoplay.stoppedByUser());
    this.#syncRotation();
  }

  #startAutoplay(track: HTMLElement, signal: AbortSignal): void {
    if (!this.hasAttribute('autoplay')) {
      track.setAttribute('aria-live', 'polite');
      return;
    }
    this.#autoplay = createAutoplay(() => this.go(autoplayNext(this.#current, this.#count())));
    const on = (type: string, listener: (event: Event) => void) =>
      this.addEventListener(type, listener, { signal });
    on('mouseenter', () => this.#pauseFor('hover', true));
    on('mouseleave', () => this.#pauseFor('hover', false));
    on('focusin', () => this.#pauseFor('focus', true));
    on('focusout', (event) => {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (!next || !this.contains(next)) this.#pauseFor('focus', false);
    });
  }

  #pauseFor(reason: 'hover' | 'focus', paused: boolean): void {
    this.#autoplay?.pause(reason, paused);
    this.#syncRotation();
  }

  /** The rotation button and the live region follow whether the slides rotate by themselves. */
  #syncRotation(): void {
    const rotating = this.#autoplay?.running() ?? false;
    this.#track?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    if (!this.#rotationButton || !this.#autoplay) return;
    const stopped = this.#autoplay.stoppedByUser();
    this.#rotationButton.setAttribute(
      'aria-label',
      this.#text(stopped ? 'startRotation' : 'stopRotation'),
    );
    const icon = this.#rotationButton.firstElementChild;
    if (icon) icon.textContent = stopped ? '▶' : '❚❚';
    this.classList.toggle('rove-carousel--rotating', rotating);
  }

  /** Reduced motion: no autoplay, no transitions, posters instead of looping videos. */
  #syncMotion(): void {
    const reduced = this.#reducedMotion();
    this.classList.toggle('rove-carousel--still', reduced);
    this.#autoplay?.pause('reduced-motion', reduced);
    if (this.#rotationButton) this.#rotationButton.hidden = reduced;
    this.#syncRotation();
    this.#syncVideos();
  }

  /** Videos play only while the carousel is on screen (no observer: never, posters stay). */
  #watchVisibility(signal: AbortSignal): void {
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.at(-1)?.isIntersecting ?? false;
      if (visible === this.#visible) return;
      this.#visible = visible;
      this.#syncVideos();
    });
    observer.observe(this);
    signal.addEventListener('abort', () => {
      observer.disconnect();
      this.#visible = false;
    });
  }

  #watchOrientation(signal: AbortSignal): void {
    const fixed = this.getAttribute('orientation') === 'vertical';
    const above = numberAttribute(this.getAttribute('vertical-above'));
    const apply = (vertical: boolean) => {
      this.classList.toggle('rove-carousel--vertical', vertical);
      this.dataset['orientation'] = vertical ? 'vertical' : 'horizontal';
    };
    if (fixed || above === undefined) {
      apply(fixed);
      return;
    }
    // spec/shell.md §2: the original-designs slider scrolls vertically on screens wider than 1050 px.
    const query = `(min-width: ${above + 1}px)`;
    apply(mediaMatches(query));
    watchMedia(query, apply, signal);
  }

  /**
   * The current slide's video plays while the carousel is on screen; the others pause. Under
   * reduced motion or Save-Data every video goes back to its poster. A video is created the
   * first time its slide may play, so nothing is requested before that (issue 22).
   */
  #syncVideos(): void {
    if (!this.#track) return;
    const conditions = {
      current: this.#current,
      visible: this.#visible,
      stillMotion: this.#reducedMotion(),
      saveData: saveData(),
    };
    if (conditions.stillMotion || conditions.saveData) {
      this.#dropVideos();
      return;
    }
    const playable = playableSlide(conditions);
    this.#slides.forEach((slide, i) => {
      if (i === playable) this.#playVideoIn(slide);
      else
        for (const { video } of this.#videos.values())
          if (slide.contains(video) && !video.paused) video.pause();
    });
  }

  /** The slide's looping video: created over its poster (`img[data-video]`), or resumed. */
  #playVideoIn(slide: HTMLElement): void {
    for (const { video } of this.#videos.values())
      if (slide.contains(video)) {
        if (video.paused) video.play().catch(() => undefined);
        return;
      }
    const poster = slide.querySelector<HTMLImageElement>('img[data-video]');
    if (!poster || this.#videos.has(poster) || this.#failed.has(poster)) return;
    // Same-origin paths only, judged by the URL parser ('//evil.example/v.m3u8' is refused).
    const src = sameOriginPath(poster.dataset['video'] ?? '');
    if (!src) return;
    const video = document.createElement('video');
    video.className = 'rove-carousel__video';
    video.muted = true;
    video.loop = true;
    video.autoplay = true;
    video.playsInline = true;
    video.poster = poster.currentSrc || poster.src;
    video.setAttribute('aria-hidden', 'true');
    const entry = { video, destroy: () => {} };
    this.#videos.set(poster, entry);
    // Swapped out rather than hidden: a host's unlayered `img { display: block }` would beat
    // our layered `[hidden]` rule and show both.
    poster.replaceWith(video);
    // A decorative loop: the browser's own HLS where it has one, and any fatal error brings
    // the poster back (no recovery attempts). The entry exists first: a browser without any
    // HLS fails at once.
    entry.destroy = startPlayback(video, src, {
      muted: true,
      maxRecoveries: 0,
      preferNative: true,
      onFail: () => {
        // Not tried again on this page: the poster stays.
        this.#failed.add(poster);
        this.#dropVideo(poster);
      },
    });
  }

  #dropVideo(poster: HTMLImageElement): void {
    const entry = this.#videos.get(poster);
    if (!entry) return;
    entry.destroy();
    entry.video.replaceWith(poster);
    this.#videos.delete(poster);
  }

  #dropVideos(): void {
    for (const poster of [...this.#videos.keys()]) this.#dropVideo(poster);
  }
}

/** The <rove-carousel> element class (no side effects: define.ts registers it). */
export function createCarouselElement(): CustomElementConstructor {
  return class extends RoveCarousel {};
}
