import type { SeedContent } from './types';

/**
 * Server-held content: page_content (about, products) per locale, homepage_settings, site_settings,
 * menu_items and footer_links. All links are internal routes of docs/requirements/shop.md §2.
 */
export const SEED_CONTENT: SeedContent = Object.freeze({
  about: {
    en: {
      hero: {
        badge: 'Our Story',
        title: 'Weaving Ethiopian Heritage into Every Thread',
        subtitle: 'Tibeb connects shoppers around the world with independent Ethiopian designers and the weavers behind their work.',
      },
      mission: {
        title: 'Our Mission',
        description:
          'We help Ethiopian designers and weavers reach customers everywhere, with fair prices, honest descriptions and garments made the traditional way, so that the art of tibeb keeps growing with every generation.',
      },
      story: {
        title: 'How Tibeb Began',
        paragraphs: [
          'Tibeb started at a kitchen table in Addis Ababa, with a pile of hand-woven dresses and a simple question: why was it so hard for family abroad to buy a real habesha kemis?',
          'The word tibeb means art, and it is also the name of the hand-woven borders that make every kemis and netela unique. Those borders carry stories from Axum to Harar, from the looms of Shiro Meda to the Dorze highlands.',
          'Today designers in Ethiopia and across the diaspora, from Washington, D.C. to Melbourne, sell through Tibeb. Every purchase supports their studios and the weavers they work with.',
        ],
      },
      cta: {
        title: 'Join Our Community',
        subtitle: 'Whether you are dressing for Timkat or sharing your own collection, there is a place for you at Tibeb.',
      },
    },
    am: {
      hero: {
        badge: 'የእኛ ታሪክ',
        title: 'የኢትዮጵያን ቅርስ በእያንዳንዱ ክር እንሸምናለን',
        subtitle: 'ቲበብ በመላው ዓለም የሚገኙ ገዢዎችን ራሳቸውን ከቻሉ የኢትዮጵያ ዲዛይነሮችና ከሥራቸው ጀርባ ካሉ ሸማኔዎች ጋር ያገናኛል።',
      },
      mission: {
        title: 'ተልዕኳችን',
        description:
          'የኢትዮጵያ ዲዛይነሮችና ሸማኔዎች በፍትሐዊ ዋጋ፣ በታማኝ መግለጫና በባህላዊ መንገድ በተሰሩ ልብሶች በየትኛውም ቦታ ያሉ ደንበኞችን እንዲደርሱ እንረዳለን፤ ይህም የጥበብ ሙያ ከትውልድ ወደ ትውልድ እያደገ እንዲሄድ ያደርጋል።',
      },
      story: {
        title: 'ቲበብ እንዴት ተጀመረ',
        paragraphs: [
          'ቲበብ የተጀመረው በአዲስ አበባ በአንድ የማዕድ ቤት ጠረጴዛ ዙሪያ፣ በእጅ በተሸመኑ ቀሚሶችና በአንድ ቀላል ጥያቄ ነው፤ በውጭ አገር ለሚኖሩ ቤተሰቦቻችን እውነተኛ የሀበሻ ቀሚስ መግዛት ለምን ይህን ያህል ከበደ?',
          'ጥበብ የሚለው ቃል ሙያንና ውበትን ያመለክታል፤ እያንዳንዱን ቀሚስና ነጠላ ልዩ የሚያደርገው በእጅ የተሸመነው ጥለትም በዚሁ ስም ይጠራል። እነዚህ ጥለቶች ከአክሱም እስከ ሐረር፣ ከሽሮ ሜዳ ሸማኔዎች እስከ ዶርዜ ደጋዎች ድረስ ታሪኮችን ይዘዋል።',
          'ዛሬ በኢትዮጵያና በመላው ዓለም፣ ከዋሽንግተን ዲሲ እስከ ሜልበርን፣ የሚገኙ ዲዛይነሮች ሥራዎቻቸውን በቲበብ በኩል ይሸጣሉ። እያንዳንዱ ግዢ ስቱዲዮዎቻቸውንና አብረዋቸው የሚሰሩ ሸማኔዎችን ይደግፋል።',
        ],
      },
      cta: {
        title: 'ማኅበረሰባችንን ይቀላቀሉ',
        subtitle: 'ለጥምቀት እየተዘጋጁም ይሁን የራስዎን ስብስብ ለማካፈል፣ በቲበብ ውስጥ ቦታ አለዎት።',
      },
    },
  },
  products: {
    en: { hero: { title: 'Our Products', subtitle: 'Discover authentic Ethiopian traditional clothing from talented designers' } },
    am: { hero: { title: 'ምርቶቻችን', subtitle: 'ከጎበዝ ዲዛይነሮች የተዘጋጁ እውነተኛ የኢትዮጵያ ባህላዊ አልባሳትን ያግኙ' } },
  },
  homepage: {
    heroTitle: 'Ethiopian Elegance, Woven by Hand',
    heroTitleAm: 'በእጅ የተሸመነ የኢትዮጵያ ውበት',
    heroSubtitle: 'Habesha kemis, netela and traditional wear from independent designers in Ethiopia and around the world.',
    heroSubtitleAm: 'በኢትዮጵያና በመላው ዓለም ከሚገኙ ራሳቸውን የቻሉ ዲዛይነሮች የተዘጋጁ የሀበሻ ቀሚሶች፣ ነጠላዎችና ባህላዊ አልባሳት።',
    heroCtaText: 'Shop Now',
    heroCtaTextAm: 'አሁን ይግዙ',
    heroCtaLink: '/products',
    featuredSectionTitle: 'Featured Products',
    featuredSectionTitleAm: 'ተመራጭ ምርቶች',
    featuredSectionSubtitle: 'Handpicked pieces for Timkat, Meskel, weddings and every celebration in between.',
    featuredSectionSubtitleAm: 'ለጥምቀት፣ ለመስቀል፣ ለሰርግና ለሌሎችም በዓላት በጥንቃቄ የተመረጡ ልብሶች።',
  },
  site: {
    maintenanceMode: false,
    maintenanceTitle: "We'll be back shortly",
    maintenanceMessage:
      'Tibeb is getting a fresh coat of colour. Please check back in a little while; your cart and favourites are safe.',
    maintenanceTitleAm: 'በቅርቡ እንመለሳለን',
    maintenanceMessageAm: 'ሱቃችን እየታደሰ ነው። እባክዎ ትንሽ ቆይተው ይመለሱ፤ ጋሪዎና የወደዷቸው ዕቃዎች ደህና ናቸው።',
    heroTitle: null,
    heroSubtitle: null,
    heroCtaLink: '/products',
  },
  menuItems: [
    { title: 'Shop', titleAm: 'ሱቅ', url: '/products', isExternal: false, displayOrder: 0 },
    { title: 'Categories', titleAm: 'ምድቦች', url: '/categories', isExternal: false, displayOrder: 1 },
    { title: 'Designers', titleAm: 'ዲዛይነሮች', url: '/designers', isExternal: false, displayOrder: 2 },
    { title: 'Sale', titleAm: 'ቅናሽ', url: '/sale', isExternal: false, displayOrder: 3 },
    { title: 'About', titleAm: 'ስለ እኛ', url: '/about', isExternal: false, displayOrder: 4 },
  ],
  footerLinks: [
    { category: 'quick-links', label: 'Shop', labelAm: 'ሱቅ', url: '/products', displayOrder: 0 },
    { category: 'quick-links', label: 'New Arrivals', labelAm: 'አዲስ የገቡ', url: '/new-arrivals', displayOrder: 1 },
    { category: 'quick-links', label: 'Sale', labelAm: 'ቅናሽ', url: '/sale', displayOrder: 2 },
    { category: 'quick-links', label: 'Designers', labelAm: 'ዲዛይነሮች', url: '/designers', displayOrder: 3 },
    { category: 'quick-links', label: 'Become a Designer', labelAm: 'ዲዛይነር ይሁኑ', url: '/designer-register', displayOrder: 4 },
    { category: 'support', label: 'Help', labelAm: 'እገዛ', url: '/help', displayOrder: 0 },
    { category: 'support', label: 'Shipping', labelAm: 'መላኪያ', url: '/shipping', displayOrder: 1 },
    { category: 'support', label: 'Returns', labelAm: 'ተመላሽ', url: '/returns', displayOrder: 2 },
    { category: 'support', label: 'Size Guide', labelAm: 'የመጠን መመሪያ', url: '/size-guide', displayOrder: 3 },
    { category: 'support', label: 'Contact', labelAm: 'ያግኙን', url: '/contact', displayOrder: 4 },
  ],
} satisfies SeedContent);
