import type { MessageKey } from './sv';

/** English texts. The type makes a missing or extra key a compile error. */
export const en: Record<MessageKey, string> = {
  'brand.name': 'Novaweb',
  'brand.tagline': 'AI-powered web design for small businesses',

  'nav.home': 'Home',
  'nav.services': 'Services',
  'nav.about': 'About',
  'nav.portfolio': 'Portfolio',
  'nav.blog': 'Blog',
  'nav.contact': 'Contact',
  'nav.cta': 'Get a free mockup',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.mainLabel': 'Main menu',
  'nav.mobileLabel': 'Mobile menu',
  'nav.logoLabel': 'Novaweb – go to the home page',
  'nav.language': 'Language',
  'nav.skipToContent': 'Skip to content',

  'services.web-design': 'Web Design',
  'services.web-redesign': 'Web Redesign',
  'services.seo-optimization': 'SEO Optimization',
  'services.conversion-optimization': 'Conversion Optimization',

  'meta.home.title': 'Novaweb – AI-powered web design for small businesses | From $699',
  'meta.home.description':
    'Professional websites for small businesses at a fraction of agency prices. A free mockup in 3–5 business days, one fixed price, and you pay only when you are 100% satisfied.',
  'meta.home.keywords': 'web design, small business website, new website, SEO, AI web design, web agency',
  'meta.notFound.title': 'Page not found | Novaweb',
  'meta.notFound.description':
    'The page you are looking for does not exist. Go to the home page to find your way.',
  'meta.error.title': 'Something went wrong | Novaweb',

  'hero.badge': 'AI-powered web design for small businesses',
  'hero.title': 'A premium website at a fraction of the agency price',
  'hero.lead':
    'Traditional agencies charge 25 000 – 100 000 SEK for a new website. We combine AI with experienced designers to deliver the same quality for a fraction of the price.',
  'hero.mockupOffer':
    'You get a free mockup, about 70% complete, before you pay a cent – with no obligation at all.',
  'hero.priceFrom': 'From $699',
  'hero.priceNote': 'One fixed price, no hidden fees',
  'hero.primaryCta': 'Get your free mockup',
  'hero.secondaryCta': 'See our work',
  'hero.comparisonLabel': 'Traditional agency',
  'hero.comparisonPrice': '25 000 – 100 000 SEK',
  'hero.mockAlt': 'Illustration: an outdated website turning into a modern one',
  'hero.trust1': '100% satisfaction guarantee',
  'hero.trust2': 'Mockup in 3–5 business days',
  'hero.trust3': 'Pay only when you are satisfied',

  'benefits.title': 'Why small businesses choose us',
  'benefits.lead': 'A website that gets found, loads fast and sells – with no risk and no agency price tag.',
  'benefits.seo.title': 'Built to be found on Google',
  'benefits.seo.description':
    'Technical SEO, fast loading and a clear structure from day one, so customers find you when they search.',
  'benefits.fast.title': 'From idea to launch, fast',
  'benefits.fast.description':
    'A mockup within 3–5 business days and a finished website 2–3 weeks after you approve the design.',
  'benefits.risk.title': 'Zero risk for you',
  'benefits.risk.description':
    'You see a free mockup before you decide, and you pay only when you are completely happy with the design.',
  'benefits.price.title': 'One fixed price',
  'benefits.price.description':
    'One price from start to finish, with no hidden fees. You pay for your domain and hosting directly to the provider.',
  'benefits.highlights.title': 'Always included',
  'benefits.highlight.delivery': 'Fast delivery',
  'benefits.highlight.seo': 'SEO-optimised',
  'benefits.highlight.mobile': 'Mobile optimised',
  'benefits.highlight.ai': 'AI-powered design',

  'process.title': 'How it works',
  'process.lead': 'Four simple steps from the first call to a finished website.',
  'process.step1.title': 'Analysis',
  'process.step1.description':
    'We look at your business, your customers and your competitors to understand what the website needs to achieve.',
  'process.step2.title': 'Free design mockup',
  'process.step2.description':
    'Within 3–5 business days you get a mockup that is about 70% complete – free of charge and with no obligation.',
  'process.step3.title': 'Feedback and adjustment',
  'process.step3.description': 'We refine the design together until you are 100% satisfied with the result.',
  'process.step4.title': 'Launch',
  'process.step4.description':
    'We build, test and publish your website 2–3 weeks after you approve the design. Only then do you pay.',
  'process.stepLabel': 'Step',

  'before-after.title': 'From outdated to outstanding',
  'before-after.lead':
    'Drag the handle to see the difference. This is how a redesign can lift the first impression a business makes online.',
  'before-after.before': 'Before',
  'before-after.after': 'After',
  'before-after.beforeAlt': 'Outdated website with grey buttons, cramped columns and tiny text',
  'before-after.afterAlt': 'Modern website with a clear headline, a contact button and three service cards',
  'before-after.sliderLabel': 'Compare before and after',
  'before-after.cta': 'See more projects in our portfolio',

  'pricing.title': 'Simple, fixed prices',
  'pricing.lead': 'A one-time payment. No monthly fees to us and no hidden costs.',
  'pricing.oneTime': 'one-time payment',
  'pricing.from': 'from',
  'pricing.popular': 'Most popular',
  'pricing.cta': 'Get started',
  'pricing.ctaEnterprise': 'Contact us',
  'pricing.offer.badge': 'Limited-time offer',
  'pricing.offer.text': 'Right now you get Premium for the same price as Basic.',
  'pricing.overlay.text': 'Why settle for less? Get Premium at no extra cost!',
  'pricing.overlay.cta': 'Upgrade now',
  'pricing.guarantee.title': '100% satisfaction guarantee',
  'pricing.guarantee.text':
    'You pay only when you are completely happy with the design. Your domain (about $15/year) and hosting ($10–20/month) are paid separately.',
  'pricing.featuresLabel': 'Included in {plan}',

  'latest.title': 'Latest from the blog',
  'latest.lead': 'Tips on web design, SEO and AI for people who run a small business.',
  'latest.all': 'View all posts',
  'latest.readMore': 'Read more',
  'latest.readMoreAbout': 'Read more about {title}',
  'latest.empty': 'No posts yet. Please check back soon.',
  'latest.error': 'The blog posts could not be loaded right now.',
  'latest.retry': 'Try again',
  'latest.loading': 'Loading posts…',

  'contact.title': 'Get your free mockup',
  'contact.lead':
    'Tell us briefly about your business and we will get back to you within 1 business day. You get a mockup within 3–5 business days – with no obligation.',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.website': 'Current website',
  'contact.message': 'Message',
  'contact.required': 'required',
  'contact.placeholder.name': 'Jane Smith',
  'contact.placeholder.email': 'jane@company.com',
  'contact.placeholder.phone': '+1 555 123 4567',
  'contact.placeholder.website': 'https://www.company.com',
  'contact.placeholder.message': 'Tell us about your business and what you want your website to do for you.',
  'contact.submit': 'Send message',
  'contact.submitting': 'Sending…',
  'contact.success': 'Your message has been sent! We will contact you soon.',
  'contact.confirmationFailed':
    'Your message was received but we had trouble sending a confirmation email. We will still contact you soon.',
  'contact.error': 'There was an error sending your message. Please try again.',
  'contact.rateLimited': 'You have sent several messages in a short time. Please wait a while and try again.',
  'contact.privacy': 'We use your details only to reply to you. Read our',
  'contact.privacyLink': 'privacy policy',
  'contact.email.autoReplySubject': 'Thank you for contacting {brand}',
  'contact.email.autoReplyBody':
    'Hi {name}! Thank you for getting in touch. We have received your message and will get back to you within 1 business day (Monday–Friday 9:00–17:00).',
  'contact.replyTime': 'Reply within 1 business day',
  'contact.hours': 'Monday–Friday 9:00–17:00',
  'contact.mockupTime': 'Free mockup in 3–5 business days',

  'footer.description':
    'We build fast, search-optimised websites for small businesses with the help of AI – at one fixed price, with a free mockup before you decide.',
  'footer.links': 'Links',
  'footer.services': 'Services',
  'footer.contact': 'Contact',
  'footer.hours': 'Mon–Fri 9:00–17:00',
  'footer.phone': 'Phone',
  'footer.email': 'Email',
  'footer.address': 'Address',
  'footer.social': 'Social media',
  'footer.privacy': 'Privacy policy',
  'footer.terms': 'Terms',
  'footer.rights': 'All rights reserved.',

  'notFound.code': '404',
  'notFound.title': 'Page not found',
  'notFound.text':
    'The page you are looking for has moved or does not exist. Check the address or go to the home page.',
  'notFound.home': 'Go to the home page',

  'error.title': 'Unexpected Application Error!',
  'error.text': 'Something went wrong while showing this page. Try again or go to the home page.',
  'error.home': 'Go to the home page',
  'error.reload': 'Reload the page',

  'common.loading': 'Loading…',
};
