/**
 * A call-to-action card in a post's text: a paragraph holding only `{cta:contact}` (the editor's toolbar puts one
 * in) is drawn as a card that leads to the contact page, in the post's language. The server renders the paragraph
 * as `postCtaMarker`, where the post's page draws the card (src/components/PostCta); anywhere else (in a sentence, a
 * list or a quote) the token is text.
 */
export const postCtaToken = '{cta:contact}';

/** What a body's HTML holds where the card goes: an empty element with no text of its own. */
export const postCtaMarker = '<div data-post-cta=""></div>';
