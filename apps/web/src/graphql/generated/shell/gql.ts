/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ShellMe {\n  me {\n    _id\n    firstName\n    lastName\n    title\n    imageUrl\n    emails {\n      address\n    }\n    groups\n    can {\n      createProjects\n      keepAccountingCodes\n      trackTimeOffOnDeliverables\n      runAdminJobs\n      runBudgetTool\n      manageAllAccessTokens\n    }\n    inviteToBeta\n    temporaryPassword\n    menu {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  iconName\n  label\n  linkUrl\n  overrideMatchUrl\n  badgeCount\n}\n\nquery Environment {\n  environment\n}": typeof types.ShellMeDocument,
    "fragment RunningTimerFields on RunningTimer {\n  startedAt\n  date\n  needsReview\n  timesheetId\n  endDate\n  projectName\n  deliverableName\n  lineItem {\n    _id\n  }\n}\n\nquery RunningTimer {\n  me {\n    _id\n    runningTimer {\n      ...RunningTimerFields\n    }\n  }\n}\n\nmutation StartTimer($lineItemId: ID!) {\n  startTimer(lineItemId: $lineItemId) {\n    startedAt\n  }\n}\n\nmutation StopTimer($keepHours: Float) {\n  stopTimer(keepHours: $keepHours) {\n    _id\n  }\n}\n\nmutation DiscardTimer {\n  discardTimer\n}": typeof types.RunningTimerFieldsFragmentDoc,
};
const documents: Documents = {
    "query ShellMe {\n  me {\n    _id\n    firstName\n    lastName\n    title\n    imageUrl\n    emails {\n      address\n    }\n    groups\n    can {\n      createProjects\n      keepAccountingCodes\n      trackTimeOffOnDeliverables\n      runAdminJobs\n      runBudgetTool\n      manageAllAccessTokens\n    }\n    inviteToBeta\n    temporaryPassword\n    menu {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  iconName\n  label\n  linkUrl\n  overrideMatchUrl\n  badgeCount\n}\n\nquery Environment {\n  environment\n}": types.ShellMeDocument,
    "fragment RunningTimerFields on RunningTimer {\n  startedAt\n  date\n  needsReview\n  timesheetId\n  endDate\n  projectName\n  deliverableName\n  lineItem {\n    _id\n  }\n}\n\nquery RunningTimer {\n  me {\n    _id\n    runningTimer {\n      ...RunningTimerFields\n    }\n  }\n}\n\nmutation StartTimer($lineItemId: ID!) {\n  startTimer(lineItemId: $lineItemId) {\n    startedAt\n  }\n}\n\nmutation StopTimer($keepHours: Float) {\n  stopTimer(keepHours: $keepHours) {\n    _id\n  }\n}\n\nmutation DiscardTimer {\n  discardTimer\n}": types.RunningTimerFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ShellMe {\n  me {\n    _id\n    firstName\n    lastName\n    title\n    imageUrl\n    emails {\n      address\n    }\n    groups\n    can {\n      createProjects\n      keepAccountingCodes\n      trackTimeOffOnDeliverables\n      runAdminJobs\n      runBudgetTool\n      manageAllAccessTokens\n    }\n    inviteToBeta\n    temporaryPassword\n    menu {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  iconName\n  label\n  linkUrl\n  overrideMatchUrl\n  badgeCount\n}\n\nquery Environment {\n  environment\n}"): (typeof documents)["query ShellMe {\n  me {\n    _id\n    firstName\n    lastName\n    title\n    imageUrl\n    emails {\n      address\n    }\n    groups\n    can {\n      createProjects\n      keepAccountingCodes\n      trackTimeOffOnDeliverables\n      runAdminJobs\n      runBudgetTool\n      manageAllAccessTokens\n    }\n    inviteToBeta\n    temporaryPassword\n    menu {\n      ...MenuItemFields\n      children {\n        ...MenuItemFields\n        children {\n          ...MenuItemFields\n        }\n      }\n    }\n  }\n}\n\nfragment MenuItemFields on MenuItem {\n  iconName\n  label\n  linkUrl\n  overrideMatchUrl\n  badgeCount\n}\n\nquery Environment {\n  environment\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment RunningTimerFields on RunningTimer {\n  startedAt\n  date\n  needsReview\n  timesheetId\n  endDate\n  projectName\n  deliverableName\n  lineItem {\n    _id\n  }\n}\n\nquery RunningTimer {\n  me {\n    _id\n    runningTimer {\n      ...RunningTimerFields\n    }\n  }\n}\n\nmutation StartTimer($lineItemId: ID!) {\n  startTimer(lineItemId: $lineItemId) {\n    startedAt\n  }\n}\n\nmutation StopTimer($keepHours: Float) {\n  stopTimer(keepHours: $keepHours) {\n    _id\n  }\n}\n\nmutation DiscardTimer {\n  discardTimer\n}"): (typeof documents)["fragment RunningTimerFields on RunningTimer {\n  startedAt\n  date\n  needsReview\n  timesheetId\n  endDate\n  projectName\n  deliverableName\n  lineItem {\n    _id\n  }\n}\n\nquery RunningTimer {\n  me {\n    _id\n    runningTimer {\n      ...RunningTimerFields\n    }\n  }\n}\n\nmutation StartTimer($lineItemId: ID!) {\n  startTimer(lineItemId: $lineItemId) {\n    startedAt\n  }\n}\n\nmutation StopTimer($keepHours: Float) {\n  stopTimer(keepHours: $keepHours) {\n    _id\n  }\n}\n\nmutation DiscardTimer {\n  discardTimer\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;