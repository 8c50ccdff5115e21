import { describe, expect, it } from 'vitest';
import { GUIDE_CATEGORIES, GUIDE_TOPICS, QUICK_FACTS, topicsForCategory } from './guide-content.ts';
import { guideReducer, initialGuideState, selectedTopic, type GuideState } from './guide-state.ts';

describe('guideReducer', () => {
  it('starts on Macronutrients with no topic', () => {
    expect(initialGuideState).toEqual({ categoryId: 'macronutrients', topicId: null, returnedFromTopicId: null });
    expect(selectedTopic(initialGuideState)).toBeUndefined();
  });

  it('opens a topic of the selected category', () => {
    const state = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'understanding-protein' });
    expect(state.topicId).toBe('understanding-protein');
    expect(selectedTopic(state)?.title).toBe('Understanding Protein');
  });

  it('ignores a topic from another category', () => {
    const state = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'optimal-hydration' });
    expect(state).toBe(initialGuideState);
  });

  it('clears the topic when the category changes', () => {
    const open = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'healthy-fats' });
    const state = guideReducer(open, { type: 'selectCategory', categoryId: 'special-diets' });
    expect(state).toEqual({ categoryId: 'special-diets', topicId: null, returnedFromTopicId: null });
  });

  it('returns to the grid when the current category is chosen again from a topic', () => {
    const open = guideReducer(initialGuideState, { type: 'openTopic', topicId: 'healthy-fats' });
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
    const open = guideReducer(micro, { type: 'openTopic', topicId: 'critical-minerals' });
    const back = guideReducer(open, { type: 'back' });
    expect(back).toEqual({ categoryId: 'micronutrients', topicId: null, returnedFromTopicId: 'critical-minerals' });
    const reopened: GuideState = guideReducer(back, { type: 'openTopic', topicId: 'essential-vitamins' });
    expect(reopened.returnedFromTopicId).toBeNull();
  });
});

describe('guide content', () => {
  it('lists the categories in order', () => {
    expect(GUIDE_CATEGORIES.map((c) => c.label)).toEqual([
      'Macronutrients',
      'Micronutrients',
      'Hydration & Recovery',
      'Special Diets',
    ]);
  });

  it('lists each category’s topics in order', () => {
    const titles = (id: (typeof GUIDE_CATEGORIES)[number]['id']) => topicsForCategory(id).map((t) => t.title);
    expect(titles('macronutrients')).toEqual(['Understanding Protein', 'Carbohydrate Cycling', 'Healthy Fats Guide']);
    expect(titles('micronutrients')).toEqual(['Essential Vitamins', 'Critical Minerals']);
    expect(titles('hydration-recovery')).toEqual(['Optimal Hydration', 'Recovery Nutrition']);
    expect(titles('special-diets')).toEqual(['Plant-Based Nutrition', 'Ketogenic Approach']);
  });

  it('gives every topic a unique id and content in every section', () => {
    expect(new Set(GUIDE_TOPICS.map((t) => t.id)).size).toBe(GUIDE_TOPICS.length);
    for (const topic of GUIDE_TOPICS) {
      expect(topic.summary, topic.id).not.toBe('');
      expect(topic.overview.length, topic.id).toBeGreaterThan(0);
      expect(topic.recommendations.length, topic.id).toBeGreaterThan(0);
      expect(topic.bestSources.length, topic.id).toBeGreaterThan(0);
      expect(topic.practicalTips.length, topic.id).toBeGreaterThan(0);
    }
  });

  it('carries the spec guidance figures', () => {
    const text = (id: string) => JSON.stringify(GUIDE_TOPICS.find((t) => t.id === id));
    expect(text('understanding-protein')).toContain('0.8–1.2 g');
    expect(text('understanding-protein')).toContain('1.2–2.0 g');
    expect(text('carbohydrate-cycling')).toContain('3–5 g');
    expect(text('carbohydrate-cycling')).toContain('5–7 g');
    expect(text('healthy-fats')).toContain('20–35%');
    expect(text('healthy-fats')).toContain('under 10%');
    expect(text('optimal-hydration')).toContain('35 ml');
    expect(text('ketogenic-approach')).toContain('under 20–50 g');
    expect(text('ketogenic-approach')).toContain('70–80%');
    expect(text('ketogenic-approach')).toContain('15–25%');
  });

  it('has the four quick facts in order', () => {
    expect(QUICK_FACTS.map((f) => f.title)).toEqual(['Daily Calories', 'Water Intake', 'Meal Timing', 'Heart Health']);
  });
});
