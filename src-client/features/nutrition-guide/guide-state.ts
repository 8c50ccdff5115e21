import { DEFAULT_CATEGORY_ID, GUIDE_TOPICS, type CategoryId, type GuideTopic, type TopicId } from './guide-content.ts';

/**
 * Nutrition Guide state: a selected category and an optional selected topic.
 * Changing category clears the topic.
 */
export interface GuideState {
  readonly categoryId: CategoryId;
  /** The topic shown in the detail view; null shows the category's card grid. */
  readonly topicId: TopicId | null;
  /** The topic the user just came back from, so its card can take focus again. */
  readonly returnedFromTopicId: TopicId | null;
}

export type GuideAction =
  | { readonly type: 'selectCategory'; readonly categoryId: CategoryId }
  | { readonly type: 'openTopic'; readonly topicId: TopicId }
  | { readonly type: 'back' };

export const initialGuideState: GuideState = {
  categoryId: DEFAULT_CATEGORY_ID,
  topicId: null,
  returnedFromTopicId: null,
};

export function guideReducer(state: GuideState, action: GuideAction): GuideState {
  switch (action.type) {
    case 'selectCategory':
      // Choosing a category (even the current one) always leads back to its card grid.
      if (state.categoryId === action.categoryId && state.topicId === null) return state;
      return { categoryId: action.categoryId, topicId: null, returnedFromTopicId: null };
    case 'openTopic': {
      // Only a topic of the selected category can be opened.
      const topic = GUIDE_TOPICS.find((t) => t.id === action.topicId);
      if (!topic || topic.categoryId !== state.categoryId || state.topicId === topic.id) return state;
      return { ...state, topicId: topic.id, returnedFromTopicId: null };
    }
    case 'back':
      if (state.topicId === null) return state;
      return { ...state, topicId: null, returnedFromTopicId: state.topicId };
  }
}

/** The topic to show in the detail view, or undefined when the card grid is shown. */
export function selectedTopic(state: GuideState): GuideTopic | undefined {
  return state.topicId === null ? undefined : GUIDE_TOPICS.find((t) => t.id === state.topicId);
}
