/**
 * The pharmacy account's fields that both the gateway's Customer and Saleor's User carry (User: for the signed-in
 * customer), written once; `type` names the field in the degraded mark.
 */
const accountFields = (type: 'Customer' | 'User') => /* GraphQL */ `
    "Phone, 9 digits (the +51 prefix dropped)."
    phone: String
    "Identity document type."
    documentType: DocumentType!
    "Identity document number."
    documentNumber: String
    "E-mail with the middle masked, for display (e.g. mar*******e@cuida.pe)."
    maskedEmail: String
    """
    Whether the customer has any subscription; null when the subscription service did not answer within its short
    budget (the answer then carries extensions.degraded naming ${type}.hasSubscription). \`subscriptions\` is
    answered on its own.
    """
    hasSubscription: Boolean
    "The customer's subscriptions."
    subscriptions: [Subscription!]!`;

export const accountTypeDefs = /* GraphQL */ `
  "An identity document type: DNI (8 digits), CE (9 to 12 letters or digits) or passport (6 to 12 letters or digits)."
  type DocumentType {
    "2 DNI, 4 CE, 3 Pasaporte."
    code: Int!
    "DNI, CE or Pasaporte."
    label: String!
  }

  "A product in a subscription."
  type SubscriptionProduct {
    "SKU."
    sku: String!
    "Name."
    name: String!
    "Units per delivery."
    quantity: Int!
    "Days between deliveries."
    frequencyDays: Int
    "Unit price in PEN."
    price: Float
    "The commerce product (one batched commerce request for all of them)."
    product: Product
  }

  "A recurring purchase: its status, delivery, billing and products."
  type Subscription {
    "idSuscription."
    id: ID!
    "Status as the subscription service names it."
    status: String!
    "Delivery details, as the subscription service gives them."
    shipping: JSON
    "Billing details, as the subscription service gives them."
    billing: JSON
    "Its products."
    products: [SubscriptionProduct!]!
  }

  "The signed-in customer's account, as the pharmacy records it. Read-only: corrections go through customer service."
  type Customer {
    "The person's id at the pharmacy (idPersona)."
    id: ID!
    "First names."
    firstName: String
    "Last names."
    lastName: String
    "Date of birth, YYYY-MM-DD."
    birthDate: String
    "E-mail."
    email: String
${accountFields('Customer')}
    "Whether the account belongs to pharmacy staff (group pharmacy-staff)."
    isStaff: Boolean!
    """
    The customer's orders, newest first, as Saleor's \`me { orders }\`: those placed from checkouts the customer created
    signed in (guest orders with the same e-mail are not theirs). \`first\`: 1 to 100, default 20; \`after\`: the
    previous page's \`pageInfo.endCursor\`. Each order's detail: \`order(id)\`.
    """
    orders(first: Int, after: String): OrderCountableConnection
  }

  "Data to open an account."
  input RegisterCustomerInput {
    "E-mail, also the sign-in name."
    email: String!
    "Password (policy: 8+ characters with upper, lower case and a digit)."
    password: String!
    "First names."
    firstName: String!
    "Father's last name."
    paternalLastName: String!
    "Mother's last name."
    maternalLastName: String
    "Mobile phone (9 digits, +51 optional)."
    phone: String!
    "Date of birth, YYYY-MM-DD."
    birthDate: String!
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "Document number."
    documentNumber: String!
  }

  "The result of a registration."
  type Registration {
    "The e-mail registered. The verification e-mail has been sent to it: its link verifies the address and signs the customer in (valid 24 hours, once)."
    email: String!
  }

  "What an e-mail verification link turned out to be: valid (the customer is signed in), expired or invalid."
  enum EmailVerificationStatus {
    "The code is good: the account is verified."
    VALID
    "The code has expired: ask for a new one."
    EXPIRED
    "The code is not known."
    INVALID
  }

  "Tokens of a signed-in session, as the identity provider issued them."
  type AuthSession {
    "ID token (send it as Authorization: Bearer)."
    idToken: String!
    "Access token (send it as X-Access-Token)."
    accessToken: String!
    "Refresh token."
    refreshToken: String
    "Seconds until the ID and access tokens expire."
    expiresIn: Int!
  }

  "The answer to an e-mail verification."
  type EmailVerification {
    "Valid, expired or invalid."
    status: EmailVerificationStatus!
    "When valid and the link carried a usable auto-login token: the signed-in session."
    session: AuthSession
  }

  # The pharmacy account's own fields on Saleor's User (answered for the signed-in customer).
  extend type User {
    "Date of birth, YYYY-MM-DD."
    birthDate: String
${accountFields('User')}
  }

  extend type Query {
    "The signed-in customer in the pharmacy's former shape. Needs Authorization (ID token); UNAUTHENTICATED otherwise."
    customer: Customer!
      @deprecated(
        reason: "Use me: Saleor's User, which carries every field of Customer under the same name (id is now Saleor's User id; the pharmacy's person id is no longer offered). Customer is removed after 2027-06-30."
      )
  }

  extend type Mutation {
    "Opens an account: checks the document and e-mail are free, then creates the user."
    registerCustomer(input: RegisterCustomerInput!): Registration!
    "Checks an e-mail verification code, once: a code already used answers INVALID. With the link's auto-login token, signs the customer in (once)."
    verifyEmail(email: String!, code: String!, autoLoginToken: String): EmailVerification!
  }
`;
