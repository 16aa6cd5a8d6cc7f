// Demo FAQs: how Abode works and the questions buyers and tenants ask most.

export const FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'Is it free to search and contact owners on Abode?',
    answer: 'Yes. Searching, saving favourites and chatting with owners and agents is free for everyone. You only need an account to chat, save listings and receive alerts.',
  },
  {
    question: 'How do I list my property?',
    answer: 'Create an account, complete your profile with your name, email, phone number, photo and address, then choose "Add property". Every account starts with a free trial package that lets you publish your first listings; our team reviews each listing before it goes live, usually within a few hours.',
  },
  {
    question: 'Why is my listing still pending?',
    answer: 'New listings are checked by our moderation team for accurate photos, price and location. If something needs changing we reject the listing with a reason that you can read in "My properties"; fix it and submit again. Verified agents may be approved automatically.',
  },
  {
    question: 'What does a featured listing do?',
    answer: 'A featured (promoted) listing appears at the top of search results and in the featured section of the home page for the duration of the feature. Featuring uses one credit of the "property feature" limit in your package.',
  },
  {
    question: 'How do I become a verified agent?',
    answer: 'Open "Agent verification" from your profile, fill in the form with your licence details and upload the requested documents. We review applications within two working days; once approved, a verified badge appears on your profile and your listings.',
  },
  {
    question: 'Which payment methods can I use for packages?',
    answer: 'The payment methods enabled by the site administrator are shown at checkout. Bank transfer is always possible: upload the transfer receipt and your package is activated as soon as the payment is confirmed.',
  },
  {
    question: 'What costs should I expect when buying a property in Dubai?',
    answer: 'Besides the price, budget for the 4% Dubai Land Department transfer fee, the trustee registration fee, the agency commission (commonly 2% plus VAT) and, with a mortgage, the bank arrangement and valuation fees. Together these usually come to 7–8% of the price.',
  },
  {
    question: 'How much deposit does a landlord usually ask for?',
    answer: 'In the UAE a security deposit of around 5% of the annual rent for an unfurnished home and 10% for a furnished one is common. It is refundable at the end of the lease, minus the cost of any damage beyond normal wear and tear.',
  },
  {
    question: 'What is Ejari and do I need it?',
    answer: 'Ejari is the official registration of tenancy contracts in Dubai. It is required to connect electricity and water, to sponsor family visas and to bring a rental dispute, so make sure your contract is registered when you move in.',
  },
  {
    question: 'Can I see how far a property is from schools or the metro?',
    answer: 'Yes. Each listing shows the nearby places the owner added, such as schools, malls, metro stations and hospitals, with their distance. You can also filter search results by the maximum distance to these places.',
  },
  {
    question: 'How do I report a listing that looks wrong?',
    answer: 'Open the listing and choose "Report", pick a reason or describe the problem in your own words. Every report is read by our team, and listings that break our rules are removed.',
  },
  {
    question: 'How do I delete my account?',
    answer: 'Go to your profile and choose "Delete account". Your profile, listings, favourites and chats are removed permanently; payment records are kept only as long as the law requires.',
  },
];
