export const complaintsTypeDefs = /* GraphQL */ `
  "Reclamo: disagreement with the good or service. Queja: disagreement with the attention received (Ley 29571)."
  enum ComplaintKind {
    "Disagreement with the product or service."
    RECLAMO
    "Disagreement with the attention received, not with the product or service."
    QUEJA
  }

  "What the complaint is about."
  enum ComplaintItemType {
    "A product."
    PRODUCTO
    "A service (delivery, attention, subscription...)."
    SERVICIO
  }

  "The consumer who files the complaint."
  input ComplaintConsumerInput {
    "Given names (2 to 60 letters)."
    firstName: String!
    "Surnames."
    lastName: String!
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "Document number."
    documentNumber: String!
    "Home address (domicilio), 5 to 200 characters."
    address: String!
    "Peruvian mobile (the +51 prefix is dropped)."
    phone: String!
    "E-mail where the answer is sent."
    email: String!
    "Whether the consumer is a minor: a parent or guardian must then be given."
    isMinor: Boolean!
  }

  "The parent or guardian who files for a minor."
  input ComplaintGuardianInput {
    "Full name."
    fullName: String!
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "Document number."
    documentNumber: String!
  }

  "The good or service contracted."
  input ComplaintItemInput {
    "Product or service."
    type: ComplaintItemType!
    "What it was (3 to 300 characters)."
    description: String!
    "Amount claimed, in soles (0 to 100000, two decimals)."
    amount: Float
    "The order number, when there is one (letters, digits, hyphens; up to 30)."
    orderNumber: String
  }

  "A sheet of the Libro de Reclamaciones virtual."
  input ComplaintInput {
    "Reclamo or queja."
    kind: ComplaintKind!
    "The consumer."
    consumer: ComplaintConsumerInput!
    "Required when consumer.isMinor; ignored otherwise."
    guardian: ComplaintGuardianInput
    "The good or service."
    item: ComplaintItemInput!
    "What happened (10 to 2000 characters)."
    detail: String!
    "What the consumer asks for (5 to 1000 characters)."
    request: String!
    "A key of the client's choosing (8 to 100 characters): a repeat with the same key and sheet files nothing new and answers the sheet filed."
    idempotencyKey: String
  }

  "The consumer, as filed."
  type ComplaintConsumer {
    "Given names."
    firstName: String!
    "Surnames."
    lastName: String!
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "Document number, upper-case."
    documentNumber: String!
    "Home address."
    address: String!
    "9 national digits."
    phone: String!
    "E-mail, lower-case."
    email: String!
    "Whether the consumer is a minor."
    isMinor: Boolean!
  }

  "The guardian, as filed."
  type ComplaintGuardian {
    "Full name."
    fullName: String!
    "2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "Document number, upper-case."
    documentNumber: String!
  }

  "The good or service, as filed."
  type ComplaintItem {
    "Product or service."
    type: ComplaintItemType!
    "What it was."
    description: String!
    "Amount claimed, in soles."
    amount: Float
    "The order number, when given."
    orderNumber: String
  }

  "The filed sheet: what the consumer keeps as proof."
  type ComplaintReceipt {
    "Correlative number per year, e.g. 000001-2026."
    number: String!
    "When it was filed."
    submittedAt: DateTime!
    "Business days the store has to answer."
    responseDueBusinessDays: Int!
    "Reclamo or queja."
    kind: ComplaintKind!
    "The consumer."
    consumer: ComplaintConsumer!
    "The parent or guardian, for a minor."
    guardian: ComplaintGuardian
    "The good or service."
    item: ComplaintItem!
    "What happened."
    detail: String!
    "What the consumer asks for."
    request: String!
  }

  "What a consumer gives to find a sheet they filed: its number and their document."
  input FindComplaintInput {
    "The sheet's number, e.g. 000001-2026."
    number: String!
    "The consumer's document type: 2 DNI, 4 CE, 3 Pasaporte."
    documentType: Int!
    "The consumer's document number (spaces and dashes are ignored)."
    documentNumber: String!
  }

  extend type Mutation {
    """
    A filed sheet back to its consumer, by its number and the consumer's document: the receipt as filed, or null when
    the number and the document do not match a sheet (whichever is wrong: the answer never tells). A few tries an
    hour per client (RATE_LIMITED with retryAfter). A mutation because each try spends the client's allowance.
    """
    findComplaint(input: FindComplaintInput!): ComplaintReceipt
    "Files a sheet in the Libro de Reclamaciones virtual (storefront and partners). Validated (BAD_USER_INPUT with Spanish messages per field in extensions.issues) and limited per client (RATE_LIMITED with extensions.retryAfter in seconds); the sales2 service's refusals are UPSTREAM_REJECTED with its upstreamCode."
    fileComplaint(input: ComplaintInput!): ComplaintReceipt!
  }
`;
