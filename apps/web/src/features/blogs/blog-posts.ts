export interface BlogPost {
  id: string;
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
}

/** Spec §2 /blogs: static question-and-answer cards. */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'react-state',
    question: 'How does state management work in React?',
    answer: [
      'State is data that changes over time and decides what a component renders. Local state lives in one component (useState, useReducer); setting it re-renders that component and its children.',
      'When several components need the same value, lift the state up to their closest common parent and pass it down as props, with callbacks to change it. For values many levels deep need, such as the theme or the signed-in user, Context provides them without passing props through every level; every consumer re-renders when the value changes, so keep it for data that changes rarely.',
      'Large or widely shared client state can live in an external store (Redux Toolkit, Zustand, Jotai) that components subscribe to, and data from a server is best kept in a cache such as TanStack Query.',
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'What is prototypal inheritance?',
    answer: [
      'In JavaScript every object has a hidden link, [[Prototype]], to another object or to null. Reading a property the object does not have makes the engine look it up along this prototype chain until it finds it or reaches null.',
      'So objects inherit directly from other objects: Object.create(proto) makes an object whose prototype is proto, and calling a function with new links the new object to that function’s prototype property. The class syntax is a friendlier way to write the same thing: methods live once on the prototype and are shared by every instance, while an object’s own properties shadow inherited ones.',
    ],
  },
  {
    id: 'unit-testing',
    question: 'What is unit testing and why should we write unit tests?',
    answer: [
      'A unit test checks one small piece of code (a function, a hook, a component) in isolation: given known inputs, it asserts the expected result. Unit tests run in milliseconds with tools like Vitest or Jest, so they run on every change.',
      'We write them because they catch regressions the moment a change breaks behaviour, let us refactor with confidence, document how the code is meant to be used, and push us towards small, decoupled designs. A bug caught by a unit test on a developer’s machine costs far less than one found in production.',
    ],
  },
  {
    id: 'react-angular-vue',
    question: 'React vs Angular vs Vue',
    answer: [
      'React is a UI library from Meta: components are functions that return JSX, data flows one way, and you choose your own router, state and data tools.',
      'Angular is a complete framework from Google, written in TypeScript, with dependency injection, a router, forms, an HTTP client and RxJS built in: opinionated, and a good fit for large teams that want one way of doing things.',
      'Vue is a progressive framework with HTML-based templates and fine-grained reactivity; it is easy to pick up, and its official router and store (Vue Router, Pinia) cover most needs. All three are component-based and fast: choose by your team’s experience, the ecosystem you need and how much structure you want out of the box.',
    ],
  },
];
