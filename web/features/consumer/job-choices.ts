// What the home owner's choices on a job have in common: shortlisting, inviting, hiring, declining
// and closing all change the overview, and a reason given with a decline or a closing is bounded.

// What the overview refreshes after any choice.
export const OVERVIEW_QUERIES = ['consumerJobOverview', 'consumerMyProjects', 'consumerRecommendationsJob'];
// The pro reads the reason whole, so it is bounded (the API refuses longer ones).
export const MAX_DECLINE_REASON = 500;
