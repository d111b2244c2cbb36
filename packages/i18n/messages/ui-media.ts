/**
 * Default texts of @sporta/ui-kit: videos and carousels (issue 6).
 * Keys prefixed `ui.` are the kit's own; a text the storefront shows too keeps its area's key.
 * The components that show them register this file in browsers (addMessages).
 */
export const uiMedia = {
  'ui.video.open': 'Guarda il video: {title}',
  'ui.carousel.carousel': 'carosello',
  'ui.carousel.position': '{n} di {total}',
  'ui.carousel.previous': 'Slide precedente',
  'ui.carousel.next': 'Slide successiva',
  'ui.carousel.goTo': 'Vai alla slide {n}',
} as const;
