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

  'meta.notFound.title': 'Page not found | Novaweb',
  'meta.notFound.description':
    'The page you are looking for does not exist. Go to the home page to find your way.',
  'meta.error.title': 'Something went wrong | Novaweb',

  'hero.priceFrom': 'From {price}',

  'process.stepLabel': 'Step',

  'before-after.before': 'Before',
  'before-after.after': 'After',

  'pricing.oneTime': 'one-time payment',
  'pricing.from': 'from',
  'pricing.popular': 'Most popular',
  'pricing.featuresLabel': 'Included in {plan}',

  'latest.readMore': 'Read more',
  'latest.readMoreHidden': 'about {title}',
  'latest.empty': 'No posts yet. Please check back soon.',
  'latest.error': 'The blog posts could not be loaded right now.',
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
  'footer.accessibility': 'Accessibility',
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

  'breadcrumbs.label': 'Breadcrumbs',

  'meta.portfolio.title': 'Portfolio – before and after our redesigns | Novaweb',
  'meta.portfolio.description':
    'See how we transformed outdated websites for a restaurant, a law firm and an online store. Drag the slider to compare before and after.',
  'meta.portfolio.keywords':
    'portfolio, web design examples, redesign before and after, restaurant website, online store',
  'meta.blog.title': 'Blog on web design, SEO and AI for small businesses | Novaweb',
  'meta.blog.description':
    'Practical advice on web design, search engine optimisation and AI for people who run a small business, and how your website can win more customers.',
  'meta.blog.keywords': 'web design blog, SEO tips, AI small business, website tips',
  'meta.blog.pageTitle': 'Blog – page {page} | Novaweb',

  'portfolio.title': 'Our Portfolio',
  'portfolio.intro':
    'Three businesses, three transformations. Drag the slider on each image to compare the website before and after our redesign.',
  'portfolio.client': 'Client',
  'portfolio.cta': 'Get Your Free Website Mockup',
  'portfolio.ctaLead':
    'Want to see what your own website could look like? You get a mockup in 3–5 business days, free of charge.',
  'portfolio.sliderLabel': 'Compare before and after: {title}',
  'portfolio.beforeAlt': '{title}: the website before the redesign',
  'portfolio.afterAlt': '{title}: the website after the redesign',
  'portfolio.loading': 'Loading projects…',
  'portfolio.empty': 'No projects to show right now.',
  'portfolio.error': 'The projects could not be loaded right now.',

  'offer.packageName': 'The {name} package',
  'offer.price': '{price} for {size}',
  'offer.comparePlans': 'Compare it with our other plans',
  'offer.includes': 'What {name} includes',

  'blog.title': 'The blog',
  'blog.lead': 'Advice on web design, SEO and AI for people who run a small business.',
  'blog.pagination': 'Blog pages',
  'blog.page': 'Page {page}',
  'blog.previous': 'Previous page',
  'blog.next': 'Next page',
  'blog.loading': 'Loading posts…',
  'blog.empty': 'No posts yet. Please check back soon.',
  'blog.error': 'The blog posts could not be loaded right now.',
  'blog.readingTime': '{minutes} min read',
  'preview.ribbon': 'Preview: a draft shown only through this link, until {until}. Not published.',
  'blog.back': 'Back to the blog',
  'blog.postError': 'The post could not be loaded right now.',
  'blog.cta.title': 'Want a website that works for you?',
  'blog.cta.text':
    'Get a free mockup of your new website in 3–5 business days. You pay only when you are happy.',
  'blog.cta.button': 'Get your free mockup',

  'legal.updated': 'Last updated {date}',

  'services.crumb': 'Services',
  'services.faq': 'Frequently asked questions',

  'feed.title': 'Novaweb – Blog (RSS)',

  'page.loading': 'Loading the page…',
  'page.error': 'The page could not be loaded right now.',

  'common.retry': 'Try again',
  'common.retrying': 'Trying again…',
  'common.loading': 'Loading…',

  'meta.search.title': 'Search the site | Novaweb',
  'meta.search.resultsTitle': 'Search results for “{query}” | Novaweb',
  'meta.search.description': "Search Novaweb's services and blog posts on web design, SEO and AI.",
  'search.title': 'Search',
  'search.lead': 'Find services and blog posts on web design, SEO and AI for small businesses.',
  'search.label': 'What are you looking for?',
  'search.blogLabel': 'Search the blog',
  'search.submit': 'Search',
  'search.prompt': 'Type one or more words, for example “website” or “search engine optimisation”.',
  'search.loading': 'Searching…',
  'search.none': 'No results for “{query}”. Try another or a shorter word.',
  'search.count': '{count} results for “{query}”',
  'search.countOne': '1 result for “{query}”',
  'search.error': 'The search could not be done right now.',
  'search.tooMany': 'You have searched many times in a short while. Wait a minute and search again.',
  'search.pagination': 'Pages of search results',
  'search.pageOf': 'Page {page} of {pageCount}',
  'search.typeService': 'Service',
  'search.typePost': 'Blog post',
  'meta.category.title': '{category} – blog posts | Novaweb',
  'meta.category.pageTitle': '{category} – blog posts, page {page} | Novaweb',
  'meta.category.description': 'Novaweb’s blog posts on {category}: advice for small business owners.',
  'category.lead': 'Every blog post in the category {category}.',
  'category.pagination': 'Pages of the category',
  'category.error': 'The posts of this category could not be loaded right now.',
  'category.badgeLabel': 'More posts on {category}',
  'blog.related': 'Related posts',
};
