import { defineMessages } from '@refocus/i18n';
import type { MessageDescriptor } from 'react-intl';

export interface BlogPost {
  id: string;
  question: MessageDescriptor;
  /** Paragraphs of the answer. */
  answer: MessageDescriptor[];
}

const m = defineMessages({
  reactStateQuestion: {
    id: 'blogs.reactState.question',
    defaultMessage: 'How does state management work in React?',
  },
  reactStateAnswer1: {
    id: 'blogs.reactState.answer1',
    defaultMessage:
      'State is data that changes over time and decides what a component renders. Local state lives in one component (useState, useReducer); setting it re-renders that component and its children.',
  },
  reactStateAnswer2: {
    id: 'blogs.reactState.answer2',
    defaultMessage:
      'When several components need the same value, lift the state up to their closest common parent and pass it down as props, with callbacks to change it. For values many levels deep need, such as the theme or the signed-in user, Context provides them without passing props through every level; every consumer re-renders when the value changes, so keep it for data that changes rarely.',
  },
  reactStateAnswer3: {
    id: 'blogs.reactState.answer3',
    defaultMessage:
      'Large or widely shared client state can live in an external store (Redux Toolkit, Zustand, Jotai) that components subscribe to, and data from a server is best kept in a cache such as TanStack Query.',
  },
  prototypalInheritanceQuestion: {
    id: 'blogs.prototypalInheritance.question',
    defaultMessage: 'What is prototypal inheritance?',
  },
  prototypalInheritanceAnswer1: {
    id: 'blogs.prototypalInheritance.answer1',
    defaultMessage:
      'In JavaScript every object has a hidden link, [[Prototype]], to another object or to null. Reading a property the object does not have makes the engine look it up along this prototype chain until it finds it or reaches null.',
  },
  prototypalInheritanceAnswer2: {
    id: 'blogs.prototypalInheritance.answer2',
    defaultMessage:
      'So objects inherit directly from other objects: Object.create(proto) makes an object whose prototype is proto, and calling a function with new links the new object to that function’s prototype property. The class syntax is a friendlier way to write the same thing: methods live once on the prototype and are shared by every instance, while an object’s own properties shadow inherited ones.',
  },
  unitTestingQuestion: {
    id: 'blogs.unitTesting.question',
    defaultMessage: 'What is unit testing and why should we write unit tests?',
  },
  unitTestingAnswer1: {
    id: 'blogs.unitTesting.answer1',
    defaultMessage:
      'A unit test checks one small piece of code (a function, a hook, a component) in isolation: given known inputs, it asserts the expected result. Unit tests run in milliseconds with tools like Vitest or Jest, so they run on every change.',
  },
  unitTestingAnswer2: {
    id: 'blogs.unitTesting.answer2',
    defaultMessage:
      'We write them because they catch regressions the moment a change breaks behaviour, let us refactor with confidence, document how the code is meant to be used, and push us towards small, decoupled designs. A bug caught by a unit test on a developer’s machine costs far less than one found in production.',
  },
  reactAngularVueQuestion: {
    id: 'blogs.reactAngularVue.question',
    defaultMessage: 'React vs Angular vs Vue',
  },
  reactAngularVueAnswer1: {
    id: 'blogs.reactAngularVue.answer1',
    defaultMessage:
      'React is a UI library from Meta: components are functions that return JSX, data flows one way, and you choose your own router, state and data tools.',
  },
  reactAngularVueAnswer2: {
    id: 'blogs.reactAngularVue.answer2',
    defaultMessage:
      'Angular is a complete framework from Google, written in TypeScript, with dependency injection, a router, forms, an HTTP client and RxJS built in: opinionated, and a good fit for large teams that want one way of doing things.',
  },
  reactAngularVueAnswer3: {
    id: 'blogs.reactAngularVue.answer3',
    defaultMessage:
      'Vue is a progressive framework with HTML-based templates and fine-grained reactivity; it is easy to pick up, and its official router and store (Vue Router, Pinia) cover most needs. All three are component-based and fast: choose by your team’s experience, the ecosystem you need and how much structure you want out of the box.',
  },
});

/** Spec §2 /blogs: static question-and-answer cards. */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'react-state',
    question: m.reactStateQuestion,
    answer: [m.reactStateAnswer1, m.reactStateAnswer2, m.reactStateAnswer3],
  },
  {
    id: 'prototypal-inheritance',
    question: m.prototypalInheritanceQuestion,
    answer: [m.prototypalInheritanceAnswer1, m.prototypalInheritanceAnswer2],
  },
  {
    id: 'unit-testing',
    question: m.unitTestingQuestion,
    answer: [m.unitTestingAnswer1, m.unitTestingAnswer2],
  },
  {
    id: 'react-angular-vue',
    question: m.reactAngularVueQuestion,
    answer: [m.reactAngularVueAnswer1, m.reactAngularVueAnswer2, m.reactAngularVueAnswer3],
  },
];
