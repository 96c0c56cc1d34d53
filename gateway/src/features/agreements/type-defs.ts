export const agreementsTypeDefs = /* GraphQL */ `
  "What a partner agreement asks to check that a shopper is one of its members."
  enum MembershipCheck {
    "The member's identity document (type and number)."
    DOCUMENT
    "The member code the partner gave its member."
    MEMBER_CODE
  }

  "A banner of an agreement or a world: a 3:1 picture that opens a page of the store."
  type AgreementBanner {
    "The picture's key on the media host."
    key: String!
    "Alternative text of the picture, in Spanish."
    alt: String!
    "The store's path the banner opens, e.g. /coleccion/cyber-salud."
    href: String!
    "Address of the picture (3:1) on the media host."
    imageUrl: String!
  }

  "A row of products curated for an agreement or a world: the products of one catalogue collection."
  type ProductCarousel {
    "The row's title, in Spanish."
    title: String!
    "Slug of the collection whose products the row shows (read them with collection(slug:) or products(filter:))."
    collectionSlug: String!
  }

  "A world named by an agreement: its slug and name."
  type WorldSummary {
    "The world's slug (world(slug:))."
    slug: String!
    "The world's name, in Spanish."
    name: String!
  }

  "A partner agreement as the agreements service holds it: its branding, whether membership is verified, its banners, worlds and carousel."
  type PartnerAgreement {
    "The agreement's code: rimac (the insurer's app, appRimac) or ci (the CI app, appCI)."
    code: String!
    "The partner's name."
    name: String!
    "A short line shown next to the logo."
    tagline: String!
    "Address of the partner's logo (SVG) on the media host."
    logoUrl: String!
    "Whether the agreement asks its members to verify their membership (verifyPartnerMembership)."
    requiresVerification: Boolean!
    "What verification asks for; null when the agreement does not verify."
    verification: MembershipCheck
    "The agreement's banners, in order."
    banners: [AgreementBanner!]!
    "The worlds (themed landing pages) the agreement offers."
    worlds: [WorldSummary!]!
    "The agreement's product row; null when it has none."
    carousel: ProductCarousel
  }

  "A world: a curated landing page of a partner or a theme (e.g. skincare) with banners and a product row."
  type World {
    "The world's slug, e.g. cuidado-de-la-piel."
    slug: String!
    "The world's name, in Spanish."
    name: String!
    "A paragraph introducing the world, in Spanish."
    description: String!
    "The code of the agreement that owns the world; null for a world of the store itself."
    agreementCode: String
    "The world's banners, in order."
    banners: [AgreementBanner!]!
    "The world's product row."
    carousel: ProductCarousel!
  }

  "A shopper's claim to be a member of an agreement: the document for DOCUMENT agreements, the member code for MEMBER_CODE ones."
  input VerifyPartnerMembershipInput {
    "The agreement's code (rimac, ci)."
    agreementCode: String!
    "Document type for DOCUMENT agreements: 2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int
    "Document number for DOCUMENT agreements (spaces and dashes are ignored)."
    documentNumber: String
    "Member code for MEMBER_CODE agreements."
    memberCode: String
  }

  "The agreement's answer to a membership claim. A claim that is not a member's reveals nothing about anybody."
  type PartnerMembership {
    "Whether the claim names a member of the agreement."
    verified: Boolean!
    "The member's name; null when not verified."
    memberName: String
    "The member's e-mail, masked (jor*********z@cuida.pe); null when not verified."
    maskedEmail: String
  }

  extend type Query {
    """
    A partner agreement's state. Without \`code\`, the agreement of the caller's partner context (X-App-Rimac: rimac,
    X-App-CI: ci; none for the non-customer zone or the web). Null when there is none or the code is unknown. A
    decoration: when the agreements service fails, null with a mark in extensions.degraded.
    """
    partnerAgreement(code: String): PartnerAgreement
    "A world (a curated landing page) by its slug; null when there is none. UPSTREAM_* when the agreements service fails."
    world(slug: String!): World
  }

  extend type Mutation {
    """
    Checks that a shopper is a member of an agreement, with their document or member code (what the agreement's
    verification asks for; BAD_USER_INPUT otherwise, NOT_FOUND for an unknown agreement). Ten tries an hour per
    client (RATE_LIMITED). Changes nothing.
    """
    verifyPartnerMembership(input: VerifyPartnerMembershipInput!): PartnerMembership!
  }
`;
