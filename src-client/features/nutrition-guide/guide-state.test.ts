import { describe, expect, it } from 'vitest';
import en from '../../locales/en/nutrition-guide.json';
import { GUIDE_CATEGORIES, GUIDE_TOPICS, QUICK_FACTS, topicsForCategory, type CategoryId } from './guide-content.ts';
import { guideReducer, initialGuideState, selectedTopic, type GuideState } from './guide-state.ts';

describe('guideReducer', () => {
  it('starts on Macronutrients with no topic', () => {
    expect(initialGuideState).toEqual({ categoryId: 'macronutrients', topicId: null, returnedFromTopicId: null });
    expect(selectedTopic(initialGuideState)).toBeUndefined();
  });

  it('opens a topic of the selected category', () => {
    const state = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'understandingProtein' });
    expect(state.topicId).toBe('understandingProtein');
    expect(selectedTopic(state)?.id).toBe('understandingProtein');
  });

  it('ignores a topic from another category', () => {
    const state = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'optimalHydration' });
    expect(state).toBe(initialGuideState);
  });

  it('clears the topic when the category changes', () => {
    const open = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'healthyFats' });
    const state = guideReducer(open, { type: 'selectCategory', categoryId: 'specialDiets' });
    expect(state).toEqual({ categoryId: 'specialDiets', topicId: null, returnedFromTopicId: null });
  });

  it('returns to the grid when the current category is chosen again from a topic', () => {
    const open = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'healthyFats' });
    const state = guideReducer(open, { type: 'selectCategory', categoryId: 'macronutrients' });
    expect(state.topicId).toBeNull();
  });

  it('keeps the same state when nothing changes', () => {
    expect(guideReducer(initialGuideState, { type: 'selectCategory', categoryId: 'macronutrients' })).toBe(
      initialGuideState,
    );
    expect(guideReducer(initialGuideState, { type: 'back' })).toBe(initialGuideState);
  });

  it('goes back to the category grid and remembers the topic for focus', () => {
    const micro = guideReducer(initialGuideState, { type: 'selectCategory', categoryId: 'micronutrients' });
    const open = guideReducer(micro, { type: 'openTopic', topicId: 'criticalMinerals' });
    const back = guideReducer(open, { type: 'back' });
    expect(back).toEqual({ categoryId: 'micronutrients', topicId: null, returnedFromTopicId: 'criticalMinerals' });
    const reopened: GuideState = guideReducer(back, { type: 'openTopic', topicId: 'essentialVitamins' });
    expect(reopened.returnedFromTopicId).toBeNull();
  });
});

describe('guide content', () => {
  it('lists the categories in order', () => {
    expect(GUIDE_CATEGORIES.map((id) => en.categories[id].label)).toEqual([
      'Macronutrients',
      'Micronutrients',
      'Hydration & Recovery',
      'Special Diets',
    ]);
  });

  it('lists each category’s topics in order', () => {
    const titles = (id: CategoryId) => topicsForCategory(id).map((t) => en.topics[t.id].title);
    expect(titles('macronutrients')).toEqual(['Understanding Protein', 'Carbohydrate Cycling', 'Healthy Fats Guide']);
    expect(titles('micronutrients')).toEqual(['Essential Vitamins', 'Critical Minerals']);
    expect(titles('hydrationRecovery')).toEqual(['Optimal Hydration', 'Recovery Nutrition']);
    expect(titles('specialDiets')).toEqual(['Plant-Based Nutrition', 'Ketogenic Approach']);
  });

  it('gives every topic a unique id and content in every section', () => {
    expect(new Set(GUIDE_TOPICS.map((t) => t.id)).size).toBe(GUIDE_TOPICS.length);
    expect(Object.keys(en.topics).sort()).toEqual(GUIDE_TOPICS.map((t) => t.id).sort());
    for (const { id } of GUIDE_TOPICS) {
      const topic = en.topics[id];
      expect(topic.summary, id).not.toBe('');
      expect(topic.overview.length, id).toBeGreaterThan(0);
      expect(topic.recommendations.length, id).toBeGreaterThan(0);
      expect(topic.bestSources.length, id).toBeGreaterThan(0);
      expect(topic.practicalTips.length, id).toBeGreaterThan(0);
    }
  });

  it('carries the spec guidance figures', () => {
    const text = (id: keyof typeof en.topics) => JSON.stringify(en.topics[id]);
    expect(text('understandingProtein')).toContain('0.8–1.2 g');
    expect(text('understandingProtein')).toContain('1.2–2.0 g');
    expect(text('carbohydrateCycling')).toContain('3–5 g');
    expect(text('carbohydrateCycling')).toContain('5–7 g');
    expect(text('healthyFats')).toContain('20–35%');
    expect(text('healthyFats')).toContain('under 10%');
    expect(text('optimalHydration')).toContain('35 ml');
    expect(text('ketogenicApproach')).toContain('under 20–50 g');
    expect(text('ketogenicApproach')).toContain('70–80%');
    expect(text('ketogenicApproach')).toContain('15–25%');
  });

  it('has the four quick facts in order', () => {
    expect(QUICK_FACTS.map((id) => en.quickFacts[id].title)).toEqual(['Daily Calories', 'Water Intake', 'Meal Timing', 'Heart Health']);
  });
});
