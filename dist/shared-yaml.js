import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  VERSION
} from "./shared-version.js";
import {
  AnsweredTwice,
  HEAD,
  JsonError,
  JsonNumber,
  KNOWN_MEASURES,
  LIMITS,
  MEASURES,
  MIN_GEO_MEAN,
  answeredTwice,
  applyDigests,
  atof,
  atol,
  checkBlankRun,
  compareIds,
  completeDigests,
  digestFiles,
  digestsArriving,
  digestsToTake,
  findMeasure,
  heavyStatistics,
  isBlank,
  isComment,
  isObject,
  isTieDependent,
  measureDef,
  parseJsonLine,
  ranksNeeded,
  readLines,
  readQrels,
  readRankedRun,
  resolveMeasure,
  scoreOrdered,
  scoreRuns,
  tieDependentQueries
} from "./shared-read-run.js";
import {
  largeJudgments,
  readSmallFile,
  shareJudgments,
  startLane,
  worthAThread,
  zlib
} from "./shared-threads-pool.js";
import {
  baselineAge,
  globMatch,
  isGlob,
  refreshSuggestion
} from "./shared-compare-refresh.js";
import {
  f4,
  pIs,
  signed
} from "./shared-numbers.js";
import {
  OUTPUTS,
  outputNamed
} from "./shared-report-outputs.js";
import {
  Rng,
  deriveSeed,
  orderStatistic,
  winsTiesLosses
} from "./shared-compare-monte-carlo-wasm.js";
import {
  decimalOrNaN,
  wholeOrNaN
} from "./shared-read-number.js";
import {
  InputError,
  InputErrors,
  hasInvisible,
  quote
} from "./shared-errors.js";
import {
  BROKEN_RUN_KINDS,
  DEFAULT_MEASURES,
  REPORT_SCHEMA,
  contractSchema,
  knownKeys,
  levelSchema,
  policySchema
} from "./shared-report-schema.js";
import {
  external_exports
} from "./shared-zod.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./shared-runtime.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair2;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP2 = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP2;
    visit.REMOVE = REMOVE;
    function visit_(key2, node, visitor, path) {
      const ctrl = callVisitor(key2, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key2, path, ctrl);
        return visit_(key2, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP2;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key2, node, visitor, path) {
      const ctrl = await callVisitor(key2, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key2, path, ctrl);
        return visitAsync_(key2, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key2, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key2, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key2, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key2, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key2, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key2, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key2, node, path);
      return void 0;
    }
    function replaceNode(key2, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key2] = node;
      } else if (identity.isPair(parent)) {
        if (key2 === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key2, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key2, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count2 = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count2)
            count2 = c;
        }
        return count2;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key2, ...rest] = path;
          const node = this.get(key2, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key2, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key2, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key2);
        const node = this.get(key2, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key2, ...rest] = path;
        const node = this.get(key2, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key2, ...rest] = path;
        if (rest.length === 0)
          return this.has(key2);
        const node = this.get(key2, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key2, ...rest] = path;
        if (rest.length === 0) {
          this.set(key2, value);
        } else {
          const node = this.get(key2, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key2, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key2}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key: key2, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key2) && key2.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key2) || !identity.isNode(key2) && typeof key2 === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key2 || keyComment && value == null && !ctx.inFlow || identity.isCollection(key2) || (identity.isScalar(key2) ? key2.type === Scalar.Scalar.BLOCK_FOLDED || key2.type === Scalar.Scalar.BLOCK_LITERAL : typeof key2 === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key2, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key2) => (merge.identify(key2) || identity.isScalar(key2) && (!key2.type || key2.type === Scalar.Scalar.PLAIN) && merge.identify(key2.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key2, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key2))
            map.set(key2, value2);
        } else if (map instanceof Set) {
          map.add(key2);
        } else if (!Object.prototype.hasOwnProperty.call(map, key2)) {
          Object.defineProperty(map, key2, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key: key2, value }) {
      if (identity.isNode(key2) && key2.addToJSMap)
        key2.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key2))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key2, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key2, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key2, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key2) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key2.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key2, value, ctx) {
      const k = createNode.createNode(key2, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key2, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key2;
        this.value = value;
      }
      clone(schema) {
        let { key: key2, value } = this;
        if (identity.isNode(key2))
          key2 = key2.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key2, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key2) {
      const k = identity.isScalar(key2) ? key2.value : key2;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key2 || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key2, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key2, value);
          else if (Array.isArray(replacer) && !replacer.includes(key2))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key2, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key2, value] of obj)
            add(key2, value);
        } else if (obj && typeof obj === "object") {
          for (const key2 of Object.keys(obj))
            add(key2, obj[key2]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key2) {
        const it = findPair(this.items, key2);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key2, keepScalar) {
        const it = findPair(this.items, key2);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key2) {
        return !!findPair(this.items, key2);
      }
      set(key2, value) {
        this.add(new Pair.Pair(key2, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key2) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key2, keepScalar) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key2) {
        const idx = asItemIndex(key2);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key2, value) {
        const idx = asItemIndex(key2);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key2}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key2 = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key2, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key2) {
      let idx = identity.isScalar(key2) ? key2.value : key2;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key2, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key2 = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key2 = keys[0];
              value = it[key2];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key2 = it;
          }
          pairs2.items.push(Pair.createPair(key2, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key2, value;
          if (identity.isPair(pair)) {
            key2 = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key2, ctx);
          } else {
            key2 = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key2))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key2, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key: key2 } of pairs$1.items) {
          if (identity.isScalar(key2)) {
            if (seenKeys.includes(key2.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key2.value}`);
            } else {
              seenKeys.push(key2.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key2) {
        let pair;
        if (identity.isPair(key2))
          pair = key2;
        else if (key2 && typeof key2 === "object" && "key" in key2 && "value" in key2 && key2.value === null)
          pair = new Pair.Pair(key2.key, null);
        else
          pair = new Pair.Pair(key2, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key2, keepPair) {
        const pair = YAMLMap.findPair(this.items, key2);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key2, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key2);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key2));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas2 = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas2.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas2.keys()).filter((key2) => key2 !== "yaml11").map((key2) => JSON.stringify(key2)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key2) => JSON.stringify(key2)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key2, value, options = {}) {
        const k = this.createNode(key2, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key2) {
        return assertCollection(this.contents) ? this.contents.delete(key2) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key2, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key2, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key2) {
        return identity.isCollection(this.contents) ? this.contents.has(key2) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key2, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key2], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key2, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count: count2, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count2);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count2 = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count2 = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count2);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key2) {
      if (!key2)
        return null;
      switch (key2.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key2.source.includes("\n"))
            return true;
          if (key2.end) {
            for (const st of key2.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key2.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key: key2, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key2 ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key2) {
            if (key2.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key2 && key2.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key2)) {
            onError(key2 ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key2 ? composeNode(ctx, key2, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key2, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key2 || key2.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key: key2, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key2 ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key2))
            onError(
              key2,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key2 ? composeNode(ctx, key2, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key2))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key2 of Object.keys(token))
          if (key2 !== "type" && key2 !== "offset")
            delete token[key2];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key2 of Object.keys(token))
            if (key2 !== "type" && key2 !== "offset")
              delete token[key2];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key: key2, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key2)
        res += stringifyToken(key2);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP2 = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP2;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote2 = this.charAt(0);
        let end = this.buffer.indexOf(quote2, this.pos + 1);
        if (quote2 === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top3 = this.peek(1);
        if (this.type === "doc-end" && top3?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top3)
          return yield* this.stream();
        switch (top3.type) {
          case "document":
            return yield* this.document(top3);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top3);
          case "block-scalar":
            return yield* this.blockScalar(top3);
          case "block-map":
            return yield* this.blockMap(top3);
          case "block-seq":
            return yield* this.blockSequence(top3);
          case "flow-collection":
            return yield* this.flowCollection(top3);
          case "doc-end":
            return yield* this.documentEnd(top3);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top3 = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top3 ? top3.indent : 0;
          } else if (token.type === "flow-collection" && top3.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top3.type) {
            case "document":
              top3.value = token;
              break;
            case "block-scalar":
              top3.props.push(token);
              break;
            case "block-map": {
              const it = top3.items[top3.items.length - 1];
              if (it.value) {
                top3.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top3.items[top3.items.length - 1];
              if (it.value)
                top3.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top3.items[top3.items.length - 1];
              if (!it || it.value)
                top3.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top3.type === "document" || top3.type === "block-map" || top3.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top3.type === "document")
                top3.end = last.start;
              else
                top3.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key2 = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key: key2, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top3;
          do {
            yield* this.pop();
            top3 = this.peek(1);
          } while (top3?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/read/paths.ts
import { existsSync, realpathSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative, resolve } from "node:path";
function isInside(root, path) {
  const r = relative(root, path);
  return r === "" || !r.startsWith("..") && !isAbsolute(r);
}
function realOf(path) {
  const abs = resolve(path);
  const rest = [];
  let p = abs;
  for (; ; ) {
    try {
      return join(realpathSync(p), ...rest.reverse());
    } catch {
      const up = dirname(p);
      if (up === p) return abs;
      rest.push(basename(p));
      p = up;
    }
  }
}
function confine(input, base, scope, what) {
  const path = resolve(base, input);
  const root = realOf(scope.root);
  const real = realOf(path);
  if (!isInside(root, real)) {
    const how = real !== path && isInside(root, path) ? `is a link to ${inline(real)}, outside` : "resolves outside";
    throw new InputError(`${what} (${inline(input)}) ${how} ${scope.name} ${inline(root)}`, {}, scope.fix);
  }
  return path;
}
function inline(s) {
  const q = quote(s, 200);
  return q.startsWith('"') && q.endsWith('"') ? q.slice(1, -1) : q;
}
function defaultRoot(dir, cwd = process.cwd()) {
  let d = resolve(dir);
  for (; ; ) {
    if (existsSync(join(d, ".git"))) return { root: d, name: "the repository the contract is in" };
    const up = dirname(d);
    if (up === d) break;
    d = up;
  }
  if (isInside(resolve(cwd), resolve(dir))) return { root: resolve(cwd), name: "the working directory" };
  return { root: resolve(dir), name: "the contract's folder" };
}

// src/contract/load.ts
var import_yaml = __toESM(require_dist(), 1);
import { dirname as dirname2, resolve as resolve2 } from "node:path";
import { createHash } from "node:crypto";

// src/nearest.ts
function nearest(word, known, max = 3) {
  let best;
  let bestD = max + 1;
  for (const k of known) {
    const d = editDistance(word.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}
function editDistance(a, b) {
  const prev = new Array(b.length + 1).fill(0).map((_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

// src/measures/printf.ts
var POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];
function formatFixed(x, digits) {
  if (x !== x) return "-nan";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  const neg = x < 0 || Object.is(x, -0);
  const a = Math.abs(x);
  let body;
  const t = a * 2 ** (digits + 1);
  if (a * POW10[digits] < 2 ** 51 && Number.isInteger(t) && t % 2 === 1) {
    const k = Math.floor(a * POW10[digits]);
    const even = k % 2 === 0 ? k : k + 1;
    const int = Math.floor(even / POW10[digits]);
    const frac = String(even - int * POW10[digits]).padStart(digits, "0");
    body = digits > 0 ? `${int}.${frac}` : String(int);
  } else if (a < 1e21) {
    body = a.toFixed(digits);
  } else {
    body = exactFixed(a, digits);
  }
  return neg ? `-${body}` : body;
}
function formatPadded(x, width, digits) {
  return formatFixed(x, digits).padStart(width, " ");
}
function exactFixed(a, digits) {
  const int = BigInt(a).toString();
  return digits > 0 ? `${int}.${"0".repeat(digits)}` : int;
}

// src/measures/trec-eval.ts
var FAMILIES = /* @__PURE__ */ new Map();
for (const def of MEASURES) {
  for (const family of def.trecEval ?? []) {
    if (FAMILIES.has(family.name)) throw new Error(`trec_eval measure ${family.name} is declared twice`);
    FAMILIES.set(family.name, { family, def });
  }
}
function trecEvalFamily(name) {
  return FAMILIES.get(name);
}
function trecEvalFamilies() {
  return [...FAMILIES.values()].sort((a, b) => a.family.order - b.family.order);
}
function fail(message, fix) {
  throw new InputError(message, {}, fix);
}
function trecEvalValues(entry, params, build2) {
  const { family, def } = entry;
  const name = family.name;
  if (params === "")
    fail(`trec_eval measure "${name}." has an empty parameter list`, `write ${name} alone or ${name}.<params>`);
  switch (family.params) {
    case "none":
      return [build2(def, params === void 0 ? name : `${name}_${params}`, family.spec({}))];
    case "long-cutoffs": {
      const cutoffs = params === void 0 ? [...family.defaults] : params.split(",").map(atol).sort((a, b) => a - b);
      if (cutoffs[0] <= 0)
        fail(
          `${name}.${params}: a cutoff is 0 or negative (trec_eval: "Negative cutoff detected")`,
          "cutoffs are whole numbers >= 1"
        );
      for (let i = 1; i < cutoffs.length; i++) {
        if (cutoffs[i] === cutoffs[i - 1])
          fail(
            `${name}.${params}: cutoff ${cutoffs[i]} is given twice (trec_eval: "duplicate cutoffs detected")`,
            "list each cutoff once"
          );
      }
      return cutoffs.map((cutoff) => build2(def, `${name}_${cutoff}`, family.spec({ cutoff })));
    }
    case "double-cutoffs": {
      const cutoffs = params === void 0 ? [...family.defaults] : params.split(",").map(atof).sort((a, b) => a - b);
      for (let i = 1; i < cutoffs.length; i++) {
        if (cutoffs[i] === cutoffs[i - 1])
          fail(
            `${name}.${params}: cutoff ${cutoffs[i]} is given twice (trec_eval: "duplicate cutoffs detected")`,
            "list each cutoff once"
          );
      }
      return cutoffs.map((cutoff) => build2(def, `${name}_${formatFixed(cutoff, 2)}`, family.spec({ cutoff })));
    }
    case "doubles": {
      const doubles = params === void 0 ? [...family.defaults] : params.split(",").map(atof);
      if (name === "utility" && doubles.length !== 4) {
        fail(
          `utility.${params}: utility takes 4 coefficients, got ${doubles.length} (trec_eval: "improper number of coefficients")`,
          "e.g. -m utility.1,-1,0,0"
        );
      }
      return [build2(def, params === void 0 ? name : `${name}_${params}`, family.spec({ doubles }))];
    }
    case "pairs": {
      const pairs = params === void 0 ? [] : parsePairs(name, params);
      return [build2(def, params === void 0 ? name : `${name}_${params}`, family.spec({ pairs }))];
    }
    default: {
      const never = family.params;
      throw new Error(`unknown parameter style ${String(never)}`);
    }
  }
}
function parsePairs(name, text) {
  let last = ",";
  let bad2 = false;
  for (const c of text) {
    if (c === ",") {
      if (last === ",") {
        bad2 = true;
        break;
      }
      last = ",";
    } else if (c === "=") {
      if (last === "=") {
        bad2 = true;
        break;
      }
      last = "=";
    }
  }
  if (bad2 || last !== "=")
    fail(
      `${name}.${text}: malformed pair parameters (trec_eval wants name=value,name=value)`,
      `e.g. -m ${name}.1=3,2=9`
    );
  return text.split(",").map((p) => {
    const eq = p.indexOf("=");
    return [p.slice(0, eq), atof(p.slice(eq + 1))];
  });
}
var TREC_EVAL_NICKNAMES = {
  official: [
    "runid",
    "num_q",
    "num_ret",
    "num_rel",
    "num_rel_ret",
    "map",
    "gm_map",
    "Rprec",
    "bpref",
    "recip_rank",
    "iprec_at_recall",
    "P"
  ],
  set: [
    "runid",
    "num_q",
    "num_ret",
    "num_rel",
    "num_rel_ret",
    "utility",
    "set_P",
    "set_recall",
    "set_relative_P",
    "set_map",
    "set_F"
  ],
  all_trec: [
    "runid",
    "num_q",
    "num_ret",
    "num_rel",
    "num_rel_ret",
    "map",
    "gm_map",
    "Rprec",
    "bpref",
    "recip_rank",
    "iprec_at_recall",
    "P",
    "relstring",
    "recall",
    "unj",
    "rbp",
    "rbp_resid",
    "infAP",
    "gm_bpref",
    "utility",
    "11pt_avg",
    "ndcg",
    "relative_P",
    "Rprec_mult",
    "success",
    "map_cut",
    "ndcg_cut",
    "ndcg_rel",
    "Rndcg",
    "binG",
    "G",
    "set_P",
    "set_recall",
    "set_relative_P",
    "set_map",
    "set_F",
    "num_nonrel_judged_ret"
  ]
};
var TREC_EVAL_ELSEWHERE = {
  ideal_dcg: "trec_eval computes it, but rankgate does not; it is not in -m all_trec",
  yaap: "it needs preference judgments (-R prefs)",
  map_avgjg: "it needs judgment groups (-R qrels_jg)",
  P_avgjg: "it needs judgment groups (-R qrels_jg)",
  Rprec_mult_avgjg: "it needs judgment groups (-R qrels_jg)"
};
function splitTrecEvalName(text) {
  const whole = FAMILIES.get(text);
  if (whole) return { entry: whole, params: void 0 };
  for (let i = text.length - 1; i > 0; i--) {
    if (text[i] !== "." && text[i] !== "_") continue;
    const entry = FAMILIES.get(text.slice(0, i));
    if (entry) return { entry, params: text.slice(i + 1) };
  }
  return null;
}

// src/measures/parse.ts
var schemas = /* @__PURE__ */ new WeakMap();
function paramsSchema(def) {
  let s = schemas.get(def);
  if (!s) schemas.set(def, s = def.params(external_exports));
  return s;
}
function bad(text, why, where) {
  return new InputError(
    `unknown or malformed measure "${text}": ${why}`,
    where ?? {},
    `known measures: ${KNOWN_MEASURES}`
  );
}
var FORM = /^([A-Za-z0-9][A-Za-z0-9_-]*)\s*(?:\((.*)\))?\s*(?:@\s*([0-9.eE+-]+))?$/s;
function parseMeasure(input, where) {
  const specs = parseMeasureList(input, where);
  if (specs.length !== 1)
    throw bad(
      input.trim(),
      `names ${specs.length} measures (${specs.map((s) => s.label).join(", ")}); give one`,
      where
    );
  return specs[0];
}
function parseMeasureList(input, where) {
  const text = input.trim();
  const m = FORM.exec(text);
  const exact = m ? findMeasure(m[1], true) : void 0;
  const te = exact ? null : splitTrecEvalName(text);
  const def = exact ?? (m && !(te && te.params === void 0) ? findMeasure(m[1]) : void 0);
  if (m && def) return [build(def, text, m[2], m[3], where)];
  if (te) {
    checkTrecEvalNumbers(text, te.entry.family.params, te.params, where);
    try {
      const values = trecEvalValues(te.entry, te.params, fromParts);
      return values.map((v) => ({
        ...v,
        label: values.length === 1 ? text : labelFor(text, v.label, te.entry.family.name)
      }));
    } catch (e) {
      if (e instanceof InputError) throw bad(text, e.message, where);
      throw e;
    }
  }
  if (!m) throw bad(text, "expected Name, Name@k or Name(param=value)@k", where);
  const meant = nearestMeasure(m[1]);
  if (meant) {
    throw new InputError(
      `unknown or malformed measure "${text}": "${m[1]}" is not a measure`,
      where ?? {},
      `did you mean "${meant}${text.slice(m[1].length)}"?`
    );
  }
  throw bad(text, `"${m[1]}" is not a measure`, where);
}
function nearestMeasure(name) {
  const max = Math.min(2, Math.floor(name.length / 2));
  if (max === 0) return void 0;
  return nearest(name, [...MEASURES.map((d) => d.kind), ...MEASURES.flatMap((d) => d.aliases)], max);
}
function labelFor(text, trecLabel, family) {
  const sep = text[family.length] === "_" ? "_" : ".";
  return `${family}${sep}${trecLabel.slice(family.length + 1)}`;
}
function splitMeasureList(text) {
  const parts = [];
  let depth = 0;
  let quote2 = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote2) {
      if (c === quote2) quote2 = null;
    } else if (c === "'" || c === '"') quote2 = c;
    else if (c === "(" || c === "{" || c === "[") depth++;
    else if (c === ")" || c === "}" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  const out = [];
  for (const p of parts) {
    const t = p.trim();
    if (out.length > 0 && !/^[A-Za-z]/.test(t) && /^[A-Za-z0-9_]+[._]/.test(out[out.length - 1]))
      out[out.length - 1] += `,${t}`;
    else if (t !== "") out.push(t);
  }
  return out;
}
function parseMeasures(names, where) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const n of names) {
    for (const piece of splitMeasureList(n)) {
      for (const spec of parseMeasureList(piece, where)) {
        if (seen.has(spec.name)) continue;
        seen.add(spec.name);
        out.push(spec);
      }
    }
  }
  return out;
}
function parseParams(body, text, where) {
  const out = {};
  let i = 0;
  while (i < body.length) {
    while (body[i] === " ") i++;
    if (i >= body.length) break;
    const eq = body.indexOf("=", i);
    if (eq < 0) throw bad(text, `parameter "${body.slice(i).trim()}" needs name=value`, where);
    const key2 = body.slice(i, eq).trim();
    let j = eq + 1;
    while (body[j] === " ") j++;
    let value;
    if (body[j] === "{") {
      const close = body.indexOf("}", j);
      if (close < 0) throw bad(text, "unclosed { in parameters", where);
      value = body.slice(j, close + 1);
      j = close + 1;
    } else if (body[j] === "'" || body[j] === '"') {
      const close = body.indexOf(body[j], j + 1);
      if (close < 0) throw bad(text, "unclosed quote in parameters", where);
      value = body.slice(j + 1, close);
      j = close + 1;
    } else {
      let k = j;
      while (k < body.length && body[k] !== ",") k++;
      value = body.slice(j, k).trim();
      j = k;
    }
    if (key2 in out) throw bad(text, `parameter "${key2}" given twice`, where);
    out[key2] = value;
    while (body[j] === " ") j++;
    if (j < body.length && body[j] !== ",") throw bad(text, `unexpected "${body.slice(j)}" in parameters`, where);
    i = j + 1;
  }
  return out;
}
function build(def, text, body, cutoffText, where) {
  const raw = body !== void 0 ? parseParams(body, text, where) : {};
  const parsed = paramsSchema(def).safeParse(raw);
  if (!parsed.success) throw bad(text, paramProblem(def, parsed.error, raw), where);
  let cutoff;
  if (cutoffText !== void 0) {
    if (def.cutoffKind === "fraction") {
      cutoff = decimalOrNaN(cutoffText);
      if (!(cutoff >= 0))
        throw badCutoff(
          text,
          cutoffText,
          `a decimal number >= 0 for ${def.kind}`,
          !Number.isNaN(decimalOrNaN(cutoffText)),
          def.example,
          where
        );
    } else {
      cutoff = wholeOrNaN(cutoffText);
      if (!(cutoff >= 1))
        throw badCutoff(
          text,
          cutoffText,
          `a whole number from 1 to ${Number.MAX_SAFE_INTEGER} in decimal digits`,
          /^(?:0|-?[1-9]\d*)$/.test(cutoffText),
          def.example,
          where
        );
    }
  }
  if (def.cutoff === "required" && cutoff === void 0)
    throw bad(text, `${def.kind} needs a cutoff, e.g. ${def.example}`, where);
  if (def.cutoff === "none" && cutoff !== void 0) throw bad(text, `${def.kind} takes no cutoff`, where);
  return fromParts(def, text, { cutoff, params: parsed.data });
}
function badCutoff(text, cutoffText, must, plain, example, where) {
  if (plain) return bad(text, `the cutoff ${cutoffText} is out of range: it must be ${must}, e.g. ${example}`, where);
  const head = text.slice(0, text.length - cutoffText.length);
  const read = Number(cutoffText);
  const meant = Number.isSafeInteger(read) && read >= 1 ? `${head}${read} if that is what you mean` : example;
  return bad(
    text,
    `the cutoff "${cutoffText}" is not a plain decimal number: write it as ${must}, e.g. ${meant}`,
    where
  );
}
function checkTrecEvalNumbers(text, style, params, where) {
  if (params === void 0 || style === "none") return;
  for (const piece of params.split(",")) {
    if (style === "pairs" && !piece.includes("=")) continue;
    const value = style === "pairs" ? piece.slice(piece.indexOf("=") + 1) : piece;
    const whole = style === "long-cutoffs";
    if (!Number.isNaN(whole ? wholeOrNaN(value) : decimalOrNaN(value.replace(/^([+-]?)\./, "$10.")))) continue;
    const what = whole ? "a whole number in plain decimal digits" : "a plain decimal number";
    throw bad(
      text,
      `"${value}" is not ${what}: write each parameter so, e.g. ${whole ? "P.5,10" : style === "pairs" ? "ndcg.1=3,2=9" : "iprec_at_recall.0.1,0.5"}`,
      where
    );
  }
}
function innermost(issue) {
  if (issue.code === "invalid_union") {
    for (const branch of issue.errors) {
      const custom = branch.find((i) => i.code === "custom");
      if (custom) return custom;
    }
  }
  return issue;
}
function paramProblem(def, error, raw) {
  const issue = { ...innermost(error.issues[0]), path: error.issues[0].path };
  const keys = Object.keys(paramsSchema(def).shape);
  if (issue.code === "unrecognized_keys") {
    return `${def.kind} has no parameter "${issue.keys[0]}"${keys.length ? ` (it takes ${keys.join(", ")})` : " (it takes none)"}`;
  }
  const key2 = issue.path.length ? String(issue.path[0]) : "";
  const got = key2 && raw[key2] !== void 0 && !/\bgot\b/.test(issue.message) ? `, got "${raw[key2]}"` : "";
  return `${key2 ? `${key2} ` : ""}${issue.message}${got}`.trim();
}
function fromParts(def, label, x) {
  const params = Object.fromEntries(Object.entries(x.params).filter(([, v]) => v !== void 0));
  const spec = { name: "", label, kind: def.kind, cutoff: x.cutoff, params };
  spec.name = canonicalName(spec);
  return spec;
}
function formatParam(v) {
  if (typeof v === "number") return String(v);
  if (typeof v === "boolean") return v ? "True" : "False";
  if (typeof v === "string") return `'${v}'`;
  if (Array.isArray(v) && v.every((p) => Array.isArray(p) && typeof p[0] === "number")) {
    return `{${v.map(([g, x]) => `${g}:${x}`).join(",")}}`;
  }
  if (Array.isArray(v)) return `'${v.map(([n, x]) => `${n}=${x}`).join(",")}'`;
  return String(v);
}
function canonicalName(spec) {
  const def = measureDef(spec.kind);
  const params = Object.keys(paramsSchema(def).shape).filter((k) => spec.params[k] !== void 0).map((k) => `${k}=${formatParam(spec.params[k])}`);
  return `${def.kind}${params.length ? `(${params.join(",")})` : ""}${spec.cutoff !== void 0 ? `@${spec.cutoff}` : ""}`;
}

// src/contract/load.ts
var PATH_KEYS = ["judgments", "slices", "queries", "baseline"];
function loadContract(file, label = file, opts = {}) {
  const r = inspectContract(file, label, opts);
  if (r.problems.length === 1) throw r.problems[0];
  if (r.problems.length > 1) throw new InputErrors(r.problems);
  return r.contract;
}
function inspectContract(file, label = file, opts = {}) {
  const out = { contract: null, problems: [], paths: {}, written: {} };
  let text;
  try {
    text = opts.text ?? decodeContract(readSmallFile(file, label, LIMITS.contractBytes, "a contract"), label);
  } catch (e) {
    if (e instanceof InputError && e.message === "file not found") {
      out.problems.push(
        new InputError("contract file not found", { file: label }, "create it (rankgate.yml) or pass --contract PATH")
      );
    } else if (e instanceof InputError) out.problems.push(e);
    else throw e;
    return out;
  }
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    const pos = e.linePos?.[0];
    out.problems.push(
      new InputError(
        `is not valid YAML: ${e.message.split("\n")[0]}`,
        { file: label, line: pos?.line, column: pos?.col },
        "fix the YAML syntax"
      )
    );
    return out;
  }
  const problems = strictScalars(doc, lines, label);
  if (problems.length > 0) {
    out.problems.push(...problems);
    return out;
  }
  let raw;
  try {
    raw = doc.toJS({ maxAliasCount: LIMITS.contractAliases });
  } catch (e) {
    out.problems.push(
      new InputError(
        `expands YAML aliases more than ${LIMITS.contractAliases} times (${e.message.split("\n")[0]})`,
        { file: label, line: aliasLimitLine(doc, lines, LIMITS.contractAliases) },
        "write the values out instead of aliasing them (is this an alias bomb?)"
      )
    );
    return out;
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    out.problems.push(
      new InputError(
        "must be a YAML mapping (key: value lines)",
        { file: label, line: 1 },
        "start from the example in docs/contract.md of the rankgate repository"
      )
    );
    return out;
  }
  const dir = dirname2(resolve2(file));
  const at = (path) => ({ file: label, line: lineOf(doc.contents, path, lines) });
  const fallback = opts.root === void 0 ? defaultRoot(dir) : null;
  const root = opts.root === false ? null : opts.root ?? fallback.root;
  const scope = root === null ? null : {
    root,
    name: opts.scope?.name ?? fallback?.name ?? "the workspace",
    fix: opts.scope?.fix ?? (fallback ? "give a path inside the repository, relative to the contract; or widen the root with --root DIR" : "give a path inside the repository checkout (GITHUB_WORKSPACE)")
  };
  const rawPaths = raw;
  for (const key2 of PATH_KEYS) {
    const v = rawPaths[key2];
    if (typeof v !== "string" || v === "") continue;
    out.written[key2] = v;
    try {
      out.paths[key2] = scope ? confine(v, dir, scope, key2) : resolve2(dir, v);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(new InputError(e.message, at([key2]), e.fix));
    }
  }
  const parsed = contractSchema.safeParse(raw, { jitless: true });
  if (!parsed.success) out.problems.push(...zodProblems(parsed.error, doc.contents, lines, label));
  const measureNames = parsed.success ? parsed.data.measures : Array.isArray(rawPaths.measures) ? rawPaths.measures : [];
  const measures = [];
  const names = /* @__PURE__ */ new Set();
  const unparsed = [];
  measureNames.forEach((m, i) => {
    if (typeof m !== "string") return;
    try {
      for (const spec of parseMeasureList(m, at(["measures", i]))) {
        const def = measureDef(spec.kind);
        if (def.text)
          throw new InputError(
            `measures: ${spec.label} is text, not a number`,
            at(["measures", i]),
            "rankgate trec_eval -q prints it; remove it here"
          );
        if (parsed.success && parsed.data.policy.ties === "expected" && resolveMeasure(spec, parsed.data.relevance).expected === null) {
          throw new InputError(
            `measures: ${spec.label} has no exact expected value over tie orders, which policy.ties: expected needs`,
            at(["measures", i]),
            "use another tie policy, or drop the measure"
          );
        }
        if (!names.has(spec.name)) {
          names.add(spec.name);
          measures.push(spec);
        }
      }
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      unparsed.push(m);
      out.problems.push(e);
    }
  });
  if (!parsed.success) return sortProblems(out);
  const contract = parsed.data;
  if (contract.corpus !== void 0 && (contract.corpus === "" || hasInvisible(contract.corpus))) {
    out.problems.push(
      new InputError(
        `corpus ${quote(contract.corpus)} must be one line of visible text`,
        at(["corpus"]),
        'e.g. corpus: "2026-11-01"'
      )
    );
  }
  const need = (name, path) => {
    try {
      const spec = parseMeasure(name, at(path));
      if (!names.has(spec.name)) {
        if (nearest(name, unparsed) !== void 0) return void 0;
        throw new InputError(
          `${path.join(".")} names ${spec.name}, which is not in measures`,
          at(path),
          `add ${spec.name} to measures: [${contract.measures.join(", ")}]`
        );
      }
      return measures.find((m) => m.name === spec.name);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      out.problems.push(e);
      return void 0;
    }
  };
  const primary = contract.gate.primary !== void 0 ? need(contract.gate.primary, ["gate", "primary"]) : measures[0];
  contract.gate.rules.forEach((r, i) => need(r.measure, ["gate", "rules", i, "measure"]));
  if (contract.gate.coverage) need(contract.gate.coverage.measure, ["gate", "coverage", "measure"]);
  contract.gate.guards.forEach((g, i) => need(g.measure, ["gate", "guards", i, "measure"]));
  if (out.problems.length > 0 || primary === void 0) return sortProblems(out);
  out.contract = {
    contract,
    file: label,
    dir,
    measures,
    primary,
    paths: {
      judgments: out.paths.judgments,
      slices: out.paths.slices,
      queries: out.paths.queries,
      baseline: out.paths.baseline
    }
  };
  return out;
}
function sortProblems(r) {
  const key2 = (p) => REQUIRED.has(p) ? Infinity : p.where.line ?? 0;
  r.problems = r.problems.map((p, i) => ({ p, i })).sort((a, b) => key2(a.p) - key2(b.p) || a.i - b.i).map((x) => x.p);
  return r;
}
var REQUIRED = /* @__PURE__ */ new WeakSet();
function decodeContract(bytes, label) {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw new InputError(
      "holds a NUL byte: this is not a YAML text file",
      { file: label, line: lineAtOffset(bytes, nul) },
      "pass the rankgate.yml text file"
    );
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    let bad2 = 0;
    const lines = bytes.toString("latin1").split("\n");
    let offset = 0;
    for (let i = 0; i < lines.length; i++) {
      const end = offset + lines[i].length;
      try {
        new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(offset, end));
      } catch {
        bad2 = i + 1;
        break;
      }
      offset = end + 1;
    }
    throw new InputError("is not valid UTF-8", { file: label, line: bad2 || void 0 }, "save the contract as UTF-8");
  }
}
function lineAtOffset(bytes, offset) {
  let n = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10) n++;
  return n;
}
var CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "seq", "map"].map((t) => `tag:yaml.org,2002:${t}`));
var PLAIN_DECIMAL = /^[-+]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/;
var TEXT_FIELDS = [
  ["name"],
  ["corpus"],
  ["judgments"],
  ["slices"],
  ["queries"],
  ["baseline"],
  ["measures", "#"],
  ["gate", "primary"],
  ["gate", "rules", "#", "measure"],
  ["gate", "rules", "#", "slices"],
  ["gate", "rules", "#", "slices", "#"],
  ["gate", "coverage", "measure"],
  ["heldout", "slice"],
  ["gate", "guards", "#", "measure"],
  ["gate", "guards", "#", "slices"],
  ["gate", "guards", "#", "slices", "#"]
];
function isTextField(path) {
  return TEXT_FIELDS.some(
    (f) => f.length === path.length && f.every((k, i) => k === "#" ? typeof path[i] === "number" : k === path[i])
  );
}
function strictScalars(doc, lines, label) {
  const problems = [];
  const where = (n) => {
    const pos = n?.range ? lines.linePos(n.range[0]) : void 0;
    return { file: label, line: pos?.line, column: pos?.col };
  };
  const tagOk = (n) => {
    if (n.tag === void 0 || CORE_TAGS.has(n.tag)) return true;
    problems.push(
      new InputError(
        `the YAML tag ${quote(n.tag.replace(/^tag:yaml\.org,2002:/, "!!"))} is not allowed`,
        where(n),
        "remove the tag: a contract is plain YAML (strings, numbers, lists and mappings)"
      )
    );
    return false;
  };
  const walk = (n, path) => {
    if (n === null || n === void 0 || (0, import_yaml.isAlias)(n)) return;
    if ((0, import_yaml.isMap)(n)) {
      if (!tagOk(n)) return;
      for (const pair of n.items) {
        if (!(0, import_yaml.isPair)(pair)) continue;
        const k = pair.key;
        let key2 = "?";
        if ((0, import_yaml.isScalar)(k)) {
          if (!tagOk(k)) continue;
          if (typeof k.value !== "string" && k.source !== void 0) k.value = k.source;
          key2 = String(k.value);
        }
        walk(pair.value, [...path, key2]);
      }
      return;
    }
    if ((0, import_yaml.isSeq)(n)) {
      if (!tagOk(n)) return;
      n.items.forEach((x, i) => walk(x, [...path, i]));
      return;
    }
    if (!(0, import_yaml.isScalar)(n) || !tagOk(n)) return;
    const src = n.source;
    if (isTextField(path) && (typeof n.value === "number" || typeof n.value === "boolean") && src !== void 0 && n.type === "PLAIN") {
      n.value = src;
      return;
    }
    if (typeof n.value === "number" && n.type === "PLAIN" && src !== void 0 && !(PLAIN_DECIMAL.test(src) && Number.isFinite(n.value))) {
      const field = path.join(".");
      const hint = Number.isFinite(n.value) ? ` (write ${n.value} if that is what you mean)` : "";
      problems.push(
        new InputError(
          `${field}: ${quote(src)} is not a plain decimal number`,
          where(n),
          `write the number in decimal digits${hint}, or quote it if it is text`
        )
      );
    }
  };
  walk(doc.contents, []);
  for (const w of doc.warnings) {
    const pos = w.linePos?.[0];
    if (/Unresolved tag/.test(w.message)) continue;
    problems.push(
      new InputError(
        `YAML: ${w.message.split("\n")[0]}`,
        { file: label, line: pos?.line, column: pos?.col },
        "write plain YAML"
      )
    );
  }
  return problems;
}
function aliasLimitLine(doc, lines, limit) {
  const anchors = /* @__PURE__ */ new Map();
  const lineAt = (n) => n.range ? lines.linePos(n.range[0]).line : void 0;
  const aliasCount = (node) => {
    if ((0, import_yaml.isAlias)(node)) {
      const a = anchors.get(node.resolve(doc));
      return a ? a.count * a.aliasCount : 0;
    }
    if ((0, import_yaml.isPair)(node)) return Math.max(aliasCount(node.key), aliasCount(node.value));
    if ((0, import_yaml.isMap)(node) || (0, import_yaml.isSeq)(node)) return Math.max(0, ...node.items.map(aliasCount));
    return 1;
  };
  let first;
  const walk = (node) => {
    if ((0, import_yaml.isAlias)(node)) {
      first ??= node;
      const a = anchors.get(node.resolve(doc));
      if (!a) return void 0;
      a.count += 1;
      if (a.aliasCount === 0) a.aliasCount = aliasCount(node.resolve(doc));
      return a.count * a.aliasCount > limit ? node : void 0;
    }
    if ((0, import_yaml.isPair)(node)) return walk(node.key) ?? walk(node.value);
    if (((0, import_yaml.isScalar)(node) || (0, import_yaml.isMap)(node) || (0, import_yaml.isSeq)(node)) && node.anchor) anchors.set(node, { count: 1, aliasCount: 0 });
    if ((0, import_yaml.isMap)(node) || (0, import_yaml.isSeq)(node)) {
      for (const it of node.items) {
        const hit2 = walk(it);
        if (hit2) return hit2;
      }
    }
    return void 0;
  };
  const hit = walk(doc.contents) ?? first;
  return hit ? lineAt(hit) : void 0;
}
function lineOf(root, path, lines) {
  let node = root;
  let best;
  const lineAt = (n) => n?.range ? lines.linePos(n.range[0]).line : void 0;
  best = lineAt(node);
  for (const key2 of path) {
    if ((0, import_yaml.isMap)(node)) {
      const pair = node.items.find((it) => it.key?.value === key2);
      if (!pair) break;
      best = lineAt(pair.key) ?? best;
      node = pair.value;
    } else if ((0, import_yaml.isSeq)(node) && typeof key2 === "number") {
      node = node.items[key2];
      best = lineAt(node) ?? best;
    } else break;
  }
  return best;
}
function zodProblems(err, root, lines, label) {
  const out = [];
  const meant = /* @__PURE__ */ new Set();
  const misspelt = /* @__PURE__ */ new Set();
  for (const issue of err.issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const path = issue.path;
    misspelt.add(path.join("."));
    const dotted = path.filter((p) => typeof p === "string").join(".");
    const known = knownKeys(
      contractSchema,
      path.filter((x) => typeof x === "string")
    );
    for (const key2 of issue.keys) {
      const near = nearest(key2, known);
      if (near) meant.add([...path, near].join("."));
      out.push(
        new InputError(
          `unknown key ${quote(key2)}${dotted ? ` in ${dotted}` : ""}`,
          { file: label, line: lineOf(root, [...path, key2], lines) },
          near ? `did you mean "${near}"?` : `known keys: ${known.join(", ")}`
        )
      );
    }
  }
  for (const issue of err.issues) {
    if (issue.code === "unrecognized_keys") continue;
    const path = issue.path;
    if (issue.code === "custom" && misspelt.has(path.join("."))) continue;
    const where = path.length ? path.join(".") : "the contract";
    let message = issue.message;
    let fix = fixFor(path);
    if (issue.code === "invalid_type" && /received undefined/.test(message)) {
      if (meant.has(path.join("."))) continue;
      message = "is required";
    }
    if (issue.code === "invalid_type" && /expected string, received (number|boolean)/.test(message))
      fix = `quote it: ${String(path[path.length - 1])}: "..."`;
    if (issue.code === "invalid_value" && "values" in issue)
      message = `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
    const problem = new InputError(`${where}: ${message}`, { file: label, line: lineOf(root, path, lines) }, fix);
    if (message === "is required") REQUIRED.add(problem);
    out.push(problem);
  }
  return out;
}
function fixFor(path) {
  const key2 = path[path.length - 1];
  if (key2 === "version") return "write version: 1";
  if (key2 === "name") return "name the gate, e.g. name: help-center";
  if (key2 === "judgments") return "point judgments at your qrels file, e.g. judgments: eval/qrels.txt";
  return "see the contract reference, docs/contract.md of the rankgate repository";
}
function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).filter((k) => value[k] !== void 0).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
function contractId(contract, judgmentsSha256, slicesSha256) {
  const h = createHash("sha256");
  h.update(canonicalJson(contract));
  h.update("\0judgments:" + judgmentsSha256);
  h.update("\0slices:" + (slicesSha256 ?? ""));
  return h.digest("hex").slice(0, 12);
}

// src/compare/levels.ts
var LEVELS = levelSchema.options;
var RANK = new Map(LEVELS.map((l, i) => [l, i]));
var worse = (a, b) => RANK.get(a) >= RANK.get(b) ? a : b;
function reaches(level, failOn) {
  if (failOn === "never") return false;
  return RANK.get(level) >= RANK.get(failOn);
}

// src/report/rendered.ts
var RenderedOutputs = class _RenderedOutputs {
  constructor(source, renderers, shared) {
    this.source = source;
    this.renderers = renderers;
    this.shared = shared;
  }
  source;
  renderers;
  shared;
  done = /* @__PURE__ */ new Map();
  /** The outputs of `source`, once every renderer is loaded (start it early: loading takes a while the first time). */
  static async of(source) {
    return new _RenderedOutputs(source, await loadRenderers(), null);
  }
  /** The output's text (a `--format` name or a file name). */
  get(name) {
    const o = outputNamed(name);
    let text = this.done.get(o);
    if (text === void 0) {
      text = !o.readsView && this.shared ? this.shared.get(name) : this.renderers.get(o).render(this.source);
      this.done.set(o, text);
    }
    return text;
  }
  /** How the output prints several gates at once; null when it is one document per gate. */
  several(name) {
    return this.renderers.get(outputNamed(name)).several;
  }
  /** The same report under another view: a context (links, the artifact's commands), or colour for a terminal. */
  withView(view) {
    return new _RenderedOutputs({ ...this.source, ...view }, this.renderers, this);
  }
  /** The same comparison with another report (fields a publisher added): nothing rendered is shared. */
  withReport(report) {
    return new _RenderedOutputs({ ...this.source, report }, this.renderers, null);
  }
  /** Every file, in the registry's order; each content is rendered when first read. */
  files() {
    return OUTPUTS.flatMap((o) => {
      if (o.file === null) return [];
      const name = o.file;
      const get = () => this.get(name);
      return [
        {
          name,
          get content() {
            return get();
          }
        }
      ];
    });
  }
};
var loading = null;
function loadRenderers() {
  loading ??= Promise.all(OUTPUTS.map(async (o) => [o, await o.load()])).then(
    (pairs) => new Map(pairs)
  );
  return loading;
}

// src/pipeline/compare.ts
import { existsSync as existsSync2 } from "node:fs";
import { relative as relative2, isAbsolute as isAbsolute2, resolve as resolve4 } from "node:path";

// src/read/slices.ts
var UNLABELED = "(unlabeled)";
var DIMENSION = /^[A-Za-z0-9][\w.-]*$/;
async function readSlices(path, label = path, limits = LIMITS) {
  const labels = /* @__PURE__ */ new Map();
  const firstLine = /* @__PURE__ */ new Map();
  let dimensions = null;
  let format = null;
  const dimIndex = /* @__PURE__ */ new Map();
  let lastData = 0;
  const add = (qid, values, lineNo) => {
    const prev = firstLine.get(qid);
    if (prev !== void 0) {
      throw new InputError(
        `query ${quote(qid)} is listed twice (first at line ${prev})`,
        { file: label, line: lineNo, column: 1 },
        'give each query one row; put several values in one cell separated by ";"'
      );
    }
    firstLine.set(qid, lineNo);
    labels.set(qid, values);
  };
  const facts2 = await readLines(
    path,
    (buf, s, e, lineNo) => {
      if (isBlank(buf, s, e) || isComment(buf, s, e)) {
        checkBlankRun(label, lineNo, lastData, limits);
        return;
      }
      lastData = lineNo;
      const line = buf.toString("utf8", s, e);
      if (format === null) {
        if (line.trimStart().startsWith("[")) {
          throw new InputError(
            "is a JSON array, not JSONL (one JSON object per line)",
            { file: label, line: lineNo, column: 1 },
            "write one object per line, e.g. jq -c '.[]' FILE > FILE.jsonl"
          );
        }
        if (line.trimStart().startsWith("{")) {
          format = "jsonl";
          dimensions = [];
        } else {
          format = line.includes("	") ? "tsv" : "csv";
          const header = splitRow(line, format, label, lineNo).map((h) => h.trim());
          if (header[0]?.toLowerCase() !== "qid") {
            throw new InputError(
              `the header must start with "qid", found ${quote(header[0] ?? "")}`,
              { file: label, line: lineNo, column: 1 },
              "first line: qid<TAB>type<TAB>lang ... (one column per slice dimension)"
            );
          }
          if (header.length < 2) {
            throw new InputError(
              "the header names no slice dimension",
              { file: label, line: lineNo },
              "add columns such as type, lang"
            );
          }
          const seen = /* @__PURE__ */ new Set();
          for (const [i, h] of header.slice(1).entries()) {
            if (!DIMENSION.test(h)) {
              throw new InputError(
                `dimension name ${quote(h)} must be letters, digits, ".", "_" or "-"`,
                { file: label, line: lineNo, column: i + 2 },
                "rename the column"
              );
            }
            if (h === "all")
              throw new InputError(
                '"all" is reserved for the slice of every query',
                { file: label, line: lineNo },
                "rename the column"
              );
            if (seen.has(h))
              throw new InputError(
                `dimension ${quote(h)} appears twice in the header`,
                { file: label, line: lineNo },
                "give each column its own name"
              );
            seen.add(h);
          }
          dimensions = header.slice(1);
          return;
        }
      }
      if (format === "jsonl") {
        let o;
        try {
          o = parseJsonLine(line);
        } catch (e2) {
          if (!(e2 instanceof JsonError)) throw e2;
          throw new InputError(
            `is not valid JSON: ${e2.message}`,
            { file: label, line: lineNo, column: e2.column },
            'each line is {"qid": "...", "<dimension>": "value" or ["v1", "v2"]}'
          );
        }
        if (!isObject(o)) {
          throw new InputError(
            "is not a JSON object",
            { file: label, line: lineNo, column: 1 },
            'each line is {"qid": "...", "<dimension>": value}'
          );
        }
        if (o.has("qid") && o.has("query_id"))
          throw new InputError(
            'both "qid" and "query_id" are given',
            { file: label, line: lineNo, column: 1 },
            "keep one of them"
          );
        const idKey = o.has("query_id") ? "query_id" : "qid";
        const rawQid = o.get(idKey);
        const qid2 = typeof rawQid === "string" ? rawQid.trim() : rawQid instanceof JsonNumber ? rawQid.text : "";
        if (!qid2)
          throw new InputError(
            '"qid" is missing',
            { file: label, line: lineNo, column: 1 },
            'add "qid" (or "query_id") to every line'
          );
        const row = dimensions.map(() => []);
        for (const [k, v] of o) {
          if (k === idKey) continue;
          if (k === "all")
            throw new InputError(
              '"all" is reserved for the slice of every query',
              { file: label, line: lineNo },
              "rename the key"
            );
          let di = dimIndex.get(k);
          if (di === void 0) {
            if (!DIMENSION.test(k)) {
              throw new InputError(
                `dimension name ${quote(k)} must be letters, digits, ".", "_" or "-"`,
                { file: label, line: lineNo },
                "rename the key"
              );
            }
            di = dimensions.length;
            dimIndex.set(k, di);
            dimensions.push(k);
            row.push([]);
            for (const r of labels.values()) r.push([]);
          }
          const values = Array.isArray(v) ? v : [v];
          for (const x of values) {
            if (x === null || x === "") continue;
            const text = typeof x === "string" ? x : x instanceof JsonNumber ? x.text : typeof x === "boolean" ? String(x) : null;
            if (text === null) {
              throw new InputError(
                `"${k}" must be a string, number or list of them`,
                { file: label, line: lineNo },
                'write e.g. "type": "exact-id"'
              );
            }
            for (const value of cellValues(text, label, lineNo)) if (!row[di].includes(value)) row[di].push(value);
          }
        }
        add(qid2, row, lineNo);
        return;
      }
      const cells = splitRow(line, format, label, lineNo);
      if (cells.length > dimensions.length + 1) {
        throw new InputError(
          `row has ${cells.length} cells but the header has ${dimensions.length + 1}`,
          { file: label, line: lineNo },
          'one cell per header column; separate several values with ";"'
        );
      }
      const qid = cells[0].trim();
      if (!qid)
        throw new InputError(
          "the qid cell is empty",
          { file: label, line: lineNo, column: 1 },
          "every row starts with its query id"
        );
      add(
        qid,
        dimensions.map((_, i) => cellValues(cells[i + 1] ?? "", label, lineNo)),
        lineNo
      );
    },
    { label, limits }
  );
  if (dimensions === null || labels.size === 0) {
    throw new InputError(
      "holds no slice rows",
      { file: label },
      'add a header "qid<TAB>dimension" and one row per query'
    );
  }
  let labelled = 0;
  for (const row of labels.values()) if (row.some((v) => v.length > 0)) labelled++;
  return { facts: facts2, dimensions, labels, labelled };
}
function cellValues(cell, file, line) {
  const out = [];
  for (const v of cell.split(";")) {
    const t = v.trim();
    if (t === UNLABELED) {
      throw new InputError(
        `the value "${UNLABELED}" is reserved for queries without a value`,
        { file, line },
        "leave the cell empty for such a query, or name the value differently"
      );
    }
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}
function splitRow(line, format, file, lineNo) {
  if (format === "tsv") return line.split("	");
  const out = [];
  let i = 0;
  while (i <= line.length) {
    if (line[i] === '"') {
      let v = "";
      i++;
      for (; ; ) {
        if (i >= line.length)
          throw new InputError("unclosed quote", { file, line: lineNo, column: i }, 'close the quoted cell with "');
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            v += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        v += line[i++];
      }
      out.push(v);
      if (i < line.length && line[i] !== ",")
        throw new InputError(
          "text after a closing quote",
          { file, line: lineNo, column: i + 1 },
          "put a comma after the quoted cell"
        );
      i++;
    } else {
      const j = line.indexOf(",", i);
      const end = j < 0 ? line.length : j;
      out.push(line.slice(i, end));
      i = end + 1;
    }
  }
  return out;
}

// src/read/queries.ts
async function readQueries(path, label = path, limits = LIMITS) {
  const texts = /* @__PURE__ */ new Map();
  const lines = /* @__PURE__ */ new Map();
  let first = true;
  let lastData = 0;
  const facts2 = await readLines(
    path,
    (buf, s, e, lineNo) => {
      if (isBlank(buf, s, e) || isComment(buf, s, e)) {
        checkBlankRun(label, lineNo, lastData, limits);
        return;
      }
      lastData = lineNo;
      const line = buf.toString("utf8", s, e);
      const tab = line.indexOf("	");
      if (tab < 1) {
        throw new InputError(
          'expected "qid<TAB>text"',
          { file: label, line: lineNo, column: 1 },
          "separate the query id and its text with one tab"
        );
      }
      const qid = line.slice(0, tab).trim();
      const text = line.slice(tab + 1).trim();
      if (first && qid.toLowerCase() === "qid" && /^(text|query)$/i.test(text)) {
        first = false;
        return;
      }
      first = false;
      const prev = lines.get(qid);
      if (prev !== void 0) {
        throw new InputError(
          `query ${quote(qid)} has two texts (first at line ${prev})`,
          { file: label, line: lineNo, column: 1 },
          "keep one line per query"
        );
      }
      lines.set(qid, lineNo);
      texts.set(qid, text);
    },
    { label, limits }
  );
  return { facts: facts2, texts };
}

// src/read/run-files.ts
import { resolve as resolve3 } from "node:path";

// src/read/file-glob.ts
import { readdirSync, statSync } from "node:fs";
import { join as join2 } from "node:path";
var GLOB = /[*?[]/;
var SKIP = /* @__PURE__ */ new Set([".git", "node_modules"]);
function segmentRegex(seg) {
  let re = "";
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i];
    if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = seg.indexOf("]", i + 1);
      if (end < 0) re += "\\[";
      else {
        re += `[${seg.slice(i + 1, end).replace(/^!/, "^").replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}
function isFileGlob(path) {
  return GLOB.test(path);
}
function glob(base, pattern) {
  const segs = pattern.split("/").filter((s) => s !== "" && s !== ".");
  const out = /* @__PURE__ */ new Set();
  const walk = (dir, rel, i) => {
    if (i === segs.length) return;
    const seg = segs[i];
    const last = i === segs.length - 1;
    if (seg === "**") {
      walk(dir, rel, i + 1);
      for (const e of safeList(dir)) {
        if (e.isDirectory() && !SKIP.has(e.name)) walk(join2(dir, e.name), rel ? `${rel}/${e.name}` : e.name, i);
      }
      return;
    }
    if (!GLOB.test(seg)) {
      const p = join2(dir, seg);
      const r = rel ? `${rel}/${seg}` : seg;
      if (last) {
        if (statSync(p, { throwIfNoEntry: false })?.isFile()) out.add(r);
      } else walk(p, r, i + 1);
      return;
    }
    const re = segmentRegex(seg);
    for (const e of safeList(dir)) {
      if (!re.test(e.name) || SKIP.has(e.name)) continue;
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (last) {
        if (e.isFile() || e.isSymbolicLink() && statSync(join2(dir, e.name), { throwIfNoEntry: false })?.isFile())
          out.add(r);
      } else if (e.isDirectory()) walk(join2(dir, e.name), r, i + 1);
    }
  };
  const absolute = pattern.startsWith("/");
  walk(absolute ? "/" : base, "", 0);
  return [...out].map((r) => absolute ? `/${r}` : r).sort(compareIds);
}
function safeList(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

// src/read/run-files.ts
function runFiles(items, base, o) {
  if (items.length === 0)
    throw new InputError(
      `${o.what} is empty`,
      {},
      "give the run file, several shard files, or a glob such as runs/shard-*.trec"
    );
  const out = [];
  const seen = /* @__PURE__ */ new Map();
  for (const item of items) {
    const found = isFileGlob(item) ? glob(base, item).map((p) => resolve3(base, p)) : null;
    if (found?.length === 0) {
      throw new InputError(
        `${o.what} pattern ${quote(item, 200)} matches no file under ${base}`,
        {},
        "check the pattern (globs: *, ?, [abc], ** for any folders) and that every shard was written (or downloaded) before this step"
      );
    }
    for (const p of found ?? [resolve3(base, item)]) {
      const path = found && o.scope ? confine(p, base, o.scope, o.what) : p;
      const label = o.shown(found ? path : item);
      const earlier = seen.get(path);
      if (earlier !== void 0) {
        throw new InputError(
          `${o.what} names ${quote(label, 200)} twice (${quote(earlier, 200)} and ${quote(item, 200)})`,
          {},
          "name each shard file once"
        );
      }
      seen.set(path, item);
      out.push({ path, label });
    }
  }
  return out;
}
function shardsLabel(files) {
  const labels = files.map((f) => f.label);
  return labels.length <= 3 ? labels.join(", ") : `${labels[0]}, \u2026, ${labels[labels.length - 1]}`;
}

// src/compare/hypothetical.ts
var ENUMERATE_MAX = 8;
var SAMPLES = 256;
function top(t, k) {
  if (!t) return { docids: [], grades: [] };
  return { docids: t.docids.slice(0, k), grades: t.grades.slice(0, k) };
}
function judgedPrecision(base, cand, members, k, rel) {
  let judged = 0;
  let relevant = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const seen = /* @__PURE__ */ new Set();
    for (const t of [top(base.top[qi], k), top(cand.top[qi], k)]) {
      t.docids.forEach((d, r) => {
        const g = t.grades[r];
        if (g === null || seen.has(d)) return;
        seen.add(d);
        judged++;
        if (g >= rel) relevant++;
      });
    }
  }
  return (relevant + 1) / (judged + 2);
}
function bandOf(rank, k) {
  return Math.floor(Math.log2((rank - 1) / k));
}
function rankBandRates(base, members, k, rel) {
  const c = bandCounts(base, k, rel);
  const hits = new Float64Array(c.bands);
  const unjudged = new Float64Array(c.bands);
  const slots = new Float64Array(c.bands);
  for (let i = 0; i < members.length; i++) {
    const o = members[i] * c.bands;
    for (let b = 0; b < c.bands; b++) {
      hits[b] += c.hits[o + b];
      unjudged[b] += c.unjudged[o + b];
      slots[b] += c.slots[o + b];
    }
  }
  let used = c.bands;
  while (used > 0 && slots[used - 1] === 0) used--;
  return Array.from(
    { length: used },
    (_, b) => (hits[b] + 1) / (slots[b] + 2) * ((unjudged[b] + 1) / (slots[b] + 2))
  );
}
var rankCache = /* @__PURE__ */ new WeakMap();
var bandCache = /* @__PURE__ */ new WeakMap();
function bandCounts(base, k, rel) {
  let perRun = bandCache.get(base);
  if (!perRun) bandCache.set(base, perRun = /* @__PURE__ */ new Map());
  const key2 = `${k}|${rel}`;
  const hit = perRun.get(key2);
  if (hit) return hit;
  if (rankCache.has(base))
    throw new Error(`the baseline deep positions were condensed without the band counts for ${key2}`);
  const nq = base.qids.length;
  const store = base.seen;
  const held = (qi) => store && base.top[qi] ? store.len[qi] : 0;
  let deepest = 0;
  for (let qi = 0; qi < nq; qi++) deepest = Math.max(deepest, held(qi));
  const bands = k >= 1 && deepest > k ? bandOf(deepest, k) + 1 : 0;
  const out = {
    bands,
    hits: new Int32Array(nq * bands),
    unjudged: new Int32Array(nq * bands),
    slots: new Int32Array(nq * bands)
  };
  if (!store || bands === 0) {
    perRun.set(key2, out);
    return out;
  }
  const relevant = Uint8Array.from(store.table, (g) => g >= rel ? 1 : 0);
  const codes = store.codes;
  for (let qi = 0; qi < nq; qi++) {
    const n = held(qi);
    const from = store.at[qi];
    for (let b = 0, lo = k; lo < n; b++, lo *= 2) {
      const hi = Math.min(n, lo * 2);
      const o = qi * bands + b;
      let hits = 0;
      let unjudged = 0;
      for (let r = from + lo; r < from + hi; r++) {
        const c = codes[r];
        hits += relevant[c];
        if (c === 0) unjudged++;
      }
      out.hits[o] = hits;
      out.unjudged[o] = unjudged;
      out.slots[o] = hi - lo;
    }
  }
  perRun.set(key2, out);
  return out;
}
function condenseDeep(base, cand, specs, relevance, kept) {
  const store = base.seen;
  if (!store) return;
  for (const spec of specs) bandCounts(base, checkDepth(spec, kept), resolveMeasure(spec, relevance).rel);
  const nq = base.qids.length;
  const ranks = new Int32Array(nq * kept);
  const at = new Int32Array(kept);
  const wanted = new Uint32Array(kept);
  const found = new Int32Array(kept);
  for (let qi = 0; qi < nq; qi++) {
    const c = cand.top[qi];
    if (!c || !base.top[qi] || store.len[qi] === 0) continue;
    let n = 0;
    for (let r = 0; r < Math.min(kept, c.docids.length); r++) {
      if (c.grades[r] !== null) continue;
      at[n] = r;
      wanted[n++] = topHash(cand, qi, r);
    }
    if (n === 0) continue;
    firstRanksInto(store.hashes, store.at[qi], store.at[qi] + store.len[qi], wanted.subarray(0, n), found);
    for (let j = 0; j < n; j++) ranks[qi * kept + at[j]] = found[j];
  }
  rankCache.set(base, { cand, kept, ranks });
  base.seen = null;
  for (const t of base.top) if (t) t.seen = void 0;
  release(store.hashes);
  release(store.codes);
}
function release(a) {
  const b = a.buffer;
  if (b instanceof ArrayBuffer && typeof b.transfer === "function" && a.byteOffset === 0 && a.byteLength === b.byteLength)
    b.transfer(0);
}
function topHash(run, qi, r) {
  return run.topHashes[qi * (run.topHashes.length / run.qids.length) + r];
}
function firstRanks(deep, hashes) {
  const rankOf = new Int32Array(hashes.length);
  firstRanksInto(deep, 0, deep.length, Uint32Array.from(hashes), rankOf);
  return rankOf;
}
function firstRanksInto(deep, from, to, hashes, rankOf) {
  const filter = FILTER;
  filter.fill(0);
  for (let j = 0; j < hashes.length; j++) {
    const h = hashes[j];
    filter[h >>> 5 & 31] |= 1 << (h & 31);
    rankOf[j] = 0;
  }
  let open = hashes.length;
  for (let r = from; r < to && open > 0; r++) {
    const h = deep[r];
    if ((filter[h >>> 5 & 31] >>> (h & 31) & 1) === 0) continue;
    for (let j = 0; j < hashes.length; j++) {
      if (hashes[j] === h && rankOf[j] === 0) {
        rankOf[j] = r - from + 1;
        open--;
      }
    }
  }
}
var FILTER = new Uint32Array(32);
function checkDepth(spec, kept) {
  return Math.min(ranksNeeded(spec), kept);
}
function unjudgedEffect(base, cand, qrels, spec, relevance, kept, members, prior, seed, sliceName) {
  const m = resolveMeasure(spec, relevance);
  const k = checkDepth(spec, kept);
  const fresh = prior === "judged" ? judgedPrecision(base, cand, members, k, m.rel) : prior;
  const bands = prior === "judged" ? rankBandRates(base, members, k, m.rel) : [];
  const checks = queryChecks(base, cand, qrels, spec, relevance, k);
  let documents = 0;
  let chanceSum = 0;
  let total = 0;
  const chance = new Float64Array(k);
  const onAll = new Uint8Array(k);
  const weights = new Float64Array(1 << Math.min(k, ENUMERATE_MAX));
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const q = checks.of(qi);
    if (q === null) continue;
    const { at } = q;
    if (prior !== "judged") chance.fill(prior, 0, at.length);
    else {
      const rankOf = q.baselineRanks();
      for (let j = 0; j < rankOf.length; j++) {
        const br = rankOf[j];
        chance[j] = br > k ? bands[bandOf(br, k)] ?? fresh : fresh;
      }
    }
    documents += at.length;
    for (let j = 0; j < at.length; j++) chanceSum += chance[j];
    const on = onAll.subarray(0, at.length);
    on.fill(0);
    let expected = 0;
    if (at.length <= ENUMERATE_MAX) {
      weights[0] = 1;
      for (let j = 0, size = 1; j < at.length; j++, size <<= 1) {
        const yes = chance[j];
        const no = 1 - yes;
        for (let mask = size - 1; mask >= 0; mask--) {
          weights[mask | size] = weights[mask] * yes;
          weights[mask] = weights[mask] * no;
        }
      }
      for (let mask = 0; mask < 1 << at.length; mask++) {
        const w = weights[mask];
        if (w > 0) expected += w * q.delta(on, mask);
      }
    } else {
      const rng = new Rng(deriveSeed(seed, `unjudged|${sliceName}|${spec.name}|${base.qids[qi]}`));
      for (let s = 0; s < SAMPLES; s++) {
        let key2 = 0;
        for (let j = 0; j < at.length; j++) {
          on[j] = rng.next() < chance[j] ? 1 : 0;
          key2 |= on[j] << j;
        }
        expected += q.delta(on, at.length <= 30 ? key2 : -1);
      }
      expected /= SAMPLES;
    }
    total += expected - q.before;
  }
  return {
    relevance: documents > 0 ? chanceSum / documents : fresh,
    documents,
    effect: members.length > 0 ? total / members.length : 0
  };
}
var checkCache = /* @__PURE__ */ new WeakMap();
function forgetQueryChecks(cand) {
  checkCache.delete(cand);
}
function queryChecks(base, cand, qrels, spec, relevance, k) {
  let perRun = checkCache.get(cand);
  if (!perRun) checkCache.set(cand, perRun = /* @__PURE__ */ new Map());
  const key2 = `${spec.name}|${relevance}|${k}`;
  const hit = perRun.get(key2);
  if (hit && hit.base === base && hit.qrels === qrels) return hit;
  const m = resolveMeasure(spec, relevance);
  const built = [];
  const made = {
    base,
    qrels,
    of: (qi) => {
      let q = built[qi];
      if (q === void 0) built[qi] = q = queryCheck(base, cand, qrels, m, relevance, k, qi);
      return q;
    }
  };
  perRun.set(key2, made);
  return made;
}
function queryCheck(base, cand, qrels, m, relevance, k, qi) {
  const b = top(base.top[qi], k);
  const c = top(cand.top[qi], k);
  const shown = new Set(b.docids);
  const at = [];
  c.docids.forEach((d, r) => {
    if (c.grades[r] === null && !shown.has(d)) at.push(r);
  });
  if (at.length === 0) return null;
  const grade = Math.max(m.rel, relevance);
  const v = { value: 0, num: 0, den: 1 };
  const judged = qrels.queries.get(base.qids[qi]).grades;
  const gradesOf = (list) => Float64Array.from(list.grades, (g2) => g2 === null ? NaN : g2);
  const bg = gradesOf(b);
  const cg = gradesOf(c);
  const maxGrade = Math.max(qrels.maxGrade, grade);
  const augs = [];
  const baseUnder = [];
  const judgedWith = (extra) => {
    if (!augs[extra]) {
      const aug = new Float64Array(judged.length + extra);
      aug.set(judged);
      aug.fill(grade, judged.length);
      augs[extra] = aug;
    }
    return augs[extra];
  };
  const score = (grades, extra) => {
    scoreOrdered(m, grades, grades.length, { judged: judgedWith(extra), maxGrade }, v);
    return v.value;
  };
  const baseAt = (extra) => baseUnder[extra] ??= score(bg, extra);
  const before = score(cg, 0) - baseAt(0);
  const g = new Float64Array(cg.length);
  const table = at.length <= ENUMERATE_MAX ? new Float64Array(1 << at.length).fill(Number.NaN) : null;
  const byPattern = table ? null : /* @__PURE__ */ new Map();
  let ranks = null;
  return {
    at,
    before,
    baselineRanks() {
      if (ranks) return ranks;
      const condensed = rankCache.get(base);
      if (condensed && (condensed.cand !== cand || k > condensed.kept))
        throw new Error("the baseline deep positions were condensed for another candidate or a shallower cutoff");
      const deep = base.top[qi]?.seen;
      ranks = condensed ? Int32Array.from(at, (r) => condensed.ranks[qi * condensed.kept + r]) : deep ? firstRanks(
        deep.hashes,
        at.map((r) => topHash(cand, qi, r))
      ) : new Int32Array(at.length);
      return ranks;
    },
    delta(on, pattern) {
      if (pattern >= 0) {
        const known = table ? table[pattern] : byPattern.get(pattern);
        if (known !== void 0 && known === known) return known;
      }
      g.set(cg);
      let extra = 0;
      for (let j = 0; j < at.length; j++) {
        if (pattern >= 0 ? pattern >>> j & 1 : on[j]) {
          g[at[j]] = grade;
          extra++;
        }
      }
      const d = score(g, extra) - baseAt(extra);
      if (pattern >= 0) {
        if (table) table[pattern] = d;
        else byPattern.set(pattern, d);
      }
      return d;
    }
  };
}

// src/contract/policy.ts
var DEFAULT_POLICY = policySchema.parse({});
var TREC_EVAL_MAX_DEPTH = 2147483647;
var TREC_EVAL_PRESET = {
  ties: "trec_eval",
  no_relevant: "zero",
  missing: "zero",
  unjudged: "nonrelevant",
  depth: TREC_EVAL_MAX_DEPTH
};

// src/score/plan.ts
function resolvePlan(contract, o, keep) {
  let measures;
  if (o.measures && o.measures.length > 0) measures = parseMeasures(o.measures);
  else if (contract) measures = contract.measures;
  else measures = parseMeasures(DEFAULT_MEASURES);
  const policy = {
    ...DEFAULT_POLICY,
    ...contract?.contract.policy ?? {},
    ...o.preset === "trec_eval" ? TREC_EVAL_PRESET : {},
    ...stripUndefined(o.policy ?? {})
  };
  if (!Number.isInteger(policy.depth) || policy.depth < 1) {
    throw new InputError(`depth must be a whole number >= 1, got ${policy.depth}`, {}, "e.g. --depth 1000");
  }
  return {
    measures,
    relevance: o.relevance ?? contract?.contract.relevance ?? 1,
    aggregate: o.aggregate ?? contract?.contract.aggregate ?? "macro",
    policy,
    keep,
    // trec_eval reads a negative grade as "in the pool but unjudged" (bpref and infAP skip it, unj counts it)
    negative: o.preset === "trec_eval" ? "unjudged" : "nonrelevant"
  };
}
function stripUndefined(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}

// src/score/aggregate.ts
function aggregationOf(spec, aggregate) {
  const def = measureDef(spec.kind);
  if (def.aggregation !== "mean") return def.aggregation;
  return aggregate === "micro" && def.pooled ? "pooled" : "mean";
}
function aggregateColumn(run, mi, col, queries, how, parts = run) {
  const n = queries.length;
  switch (how) {
    case "pooled": {
      let num = 0;
      let den = 0;
      const nums = parts.num[mi];
      const dens = parts.den[mi];
      for (let i = 0; i < n; i++) {
        num += nums[queries[i]];
        den += dens[queries[i]];
      }
      return den > 0 ? num / den : 0;
    }
    case "geometric": {
      let s = 0;
      for (let i = 0; i < n; i++) s += Math.log(Math.max(col[queries[i]], MIN_GEO_MEAN));
      return n > 0 ? Math.exp(s / n) : 0;
    }
    case "sum":
    case "mean": {
      let s = 0;
      for (let i = 0; i < n; i++) s += col[queries[i]];
      if (how === "sum") return s;
      return n > 0 ? s / n : 0;
    }
    default: {
      const never = how;
      throw new Error(`unknown aggregation ${String(never)}`);
    }
  }
}
function includedQueries(run) {
  const out = [];
  for (let qi = 0; qi < run.qids.length; qi++) if (run.included[qi]) out.push(qi);
  return Int32Array.from(out);
}

// src/score/summary.ts
function summarizeRun(run, aggregate) {
  const q = includedQueries(run);
  const measures = run.measures.map((spec, mi) => {
    const how = aggregationOf(spec, aggregate);
    let tie = 0;
    for (let i = 0; i < q.length; i++) if (isTieDependent(run, mi, q[i])) tie++;
    return {
      name: spec.name,
      label: spec.label,
      aggregation: how,
      value: aggregateColumn(run, mi, run.value[mi], q, how),
      optimistic: aggregateColumn(run, mi, run.optimistic[mi], q, how, { num: run.optNum, den: run.optDen }),
      tieDependent: tie
    };
  });
  const tieQueries = tieDependentQueries(run, q);
  let missing = 0;
  let noRel = 0;
  for (let qi = 0; qi < run.qids.length; qi++) {
    missing += run.missing[qi];
    noRel += run.noRelevant[qi];
  }
  return {
    measures,
    counts: {
      judged: run.qids.length,
      evaluated: q.length,
      missing,
      noRelevant: noRel,
      runOnly: run.read.runOnly.length,
      tieDependent: tieQueries
    },
    warnings: runWarnings(run)
  };
}
function runWarnings(run) {
  const w = [];
  const label = run.read.facts.path;
  if (run.read.judgedResults === 0) {
    w.push({
      code: "no-overlap",
      message: `${label}: none of the run's document ids appear in the judgments \u2014 a changed id namespace? Every measure will be 0.`
    });
  }
  if (run.read.runOnly.length > 0) {
    const n = run.read.runOnly.length;
    w.push({
      code: "run-only",
      message: `${label}: ${n} quer${n === 1 ? "y has" : "ies have"} results but no judgments and ${n === 1 ? "is" : "are"} not scored (e.g. "${run.read.runOnly[0]}")`
    });
  }
  let missing = 0;
  for (let qi = 0; qi < run.qids.length; qi++) missing += run.missing[qi];
  if (missing > 0) {
    w.push({
      code: "missing",
      message: `${label}: ${missing} judged quer${missing === 1 ? "y has" : "ies have"} no results and ${missing === 1 ? "is" : "are"} scored as zero`
    });
  }
  const bad2 = run.read.badRanks;
  if (bad2.count > 0) {
    w.push({
      code: "rank-ignored",
      message: `${label}: ${bad2.count} result${bad2.count === 1 ? " has a rank" : "s have ranks"} that ${bad2.count === 1 ? "is" : "are"} not a whole number (e.g. ${bad2.example}); the rank column is ignored, as trec_eval ignores it (only ties: rank reads it)`
    });
  }
  if (run.read.duplicatesDropped > 0) {
    w.push({
      code: "duplicates",
      message: `${label}: ${run.read.duplicatesDropped} repeated result(s) dropped (policy.duplicates: first)`
    });
  }
  return w;
}

// src/compare/slices.ts
function buildSlices(qids, included, table, heldout, contractFile) {
  const nq = qids.length;
  const labelsOf = qids.map(() => []);
  const heldoutMask = new Uint8Array(nq);
  let withoutLabels = 0;
  let labelsNotJudged = 0;
  const dims = table?.dimensions ?? [];
  const perDim = dims.map(() => /* @__PURE__ */ new Map());
  const unlabeled = dims.map(() => []);
  if (table) {
    const judged = new Set(qids);
    for (const q of table.labels.keys()) if (!judged.has(q)) labelsNotJudged++;
  }
  let heldDim = -1;
  let heldValue = "";
  if (heldout) {
    const eq = heldout.slice.indexOf("=");
    heldDim = eq > 0 ? dims.indexOf(heldout.slice.slice(0, eq)) : -1;
    heldValue = heldout.slice.slice(eq + 1);
    if (heldDim < 0) {
      throw new InputError(
        `heldout.slice "${heldout.slice}" is not a dimension=value of the slices file`,
        { file: contractFile },
        `use one of the dimensions ${dims.join(", ") || "(none: add a slices file)"}, e.g. split=test`
      );
    }
  }
  let labelled = 0;
  for (let qi = 0; qi < nq; qi++) {
    const row = table?.labels.get(qids[qi]);
    if (table && !row) withoutLabels++;
    if (row?.some((v) => v.length > 0)) labelled++;
    if (row && heldDim >= 0 && row[heldDim].includes(heldValue)) heldoutMask[qi] = 1;
  }
  if (table) checkCoverage(table, labelled, nq, labelsNotJudged);
  for (let qi = 0; qi < nq; qi++) {
    if (!included[qi] || heldoutMask[qi]) continue;
    const row = table?.labels.get(qids[qi]);
    dims.forEach((d, di) => {
      const values = row?.[di] ?? [];
      if (values.length === 0) {
        unlabeled[di].push(qi);
        labelsOf[qi].push(`${d}=${UNLABELED}`);
      }
      for (const v of values) {
        let list = perDim[di].get(v);
        if (!list) perDim[di].set(v, list = []);
        list.push(qi);
        labelsOf[qi].push(`${d}=${v}`);
      }
    });
  }
  const all = [];
  const held = [];
  for (let qi = 0; qi < nq; qi++) {
    if (!included[qi]) continue;
    if (heldoutMask[qi]) held.push(qi);
    else all.push(qi);
  }
  const slices = [
    { name: "all", dimension: null, value: null, members: Int32Array.from(all), heldout: false }
  ];
  dims.forEach((d, di) => {
    const values = [...perDim[di].keys()].sort(compareIds);
    for (const v of values) {
      if (di === heldDim && v === heldValue) continue;
      slices.push({
        name: `${d}=${v}`,
        dimension: d,
        value: v,
        members: Int32Array.from(perDim[di].get(v)),
        heldout: false
      });
    }
    if (unlabeled[di].length > 0) {
      slices.push({
        name: `${d}=${UNLABELED}`,
        dimension: d,
        value: UNLABELED,
        members: Int32Array.from(unlabeled[di]),
        heldout: false
      });
    }
  });
  if (heldout) {
    slices.push({
      name: heldout.slice,
      dimension: dims[heldDim],
      value: heldValue,
      members: Int32Array.from(held),
      heldout: true
    });
  }
  return { slices, labelsOf, heldoutMask, withoutLabels, labelsNotJudged };
}
var MIN_LABELLED_SHARE = 0.5;
function checkCoverage(table, labelled, judged, rowsNotJudged) {
  if (judged === 0 || labelled >= MIN_LABELLED_SHARE * judged) return;
  const rows = table.labels.size;
  const why = rowsNotJudged > rows / 2 ? `${rowsNotJudged} of its ${rows} rows name queries without judgments: another collection's file?` : table.labelled === 0 ? "every value cell is empty: an unfilled template?" : "most judged queries have no row, or only empty cells";
  throw new InputError(
    `labels ${labelled === 0 ? "none" : `only ${labelled}`} of the ${judged} judged queries (${why})`,
    { file: table.facts.path },
    `give at least half of the judged queries a value (every query, ideally: a catch-all value such as "other" works), check that the file belongs to these judgments, or remove slices: from the contract`
  );
}
function selectSlices(selector, slices, where, file) {
  const patterns = Array.isArray(selector) ? selector : [selector];
  const out = /* @__PURE__ */ new Set();
  for (const p of patterns) {
    const hit = slices.filter((s) => globMatch(p, s.name));
    if (hit.length === 0) {
      throw new InputError(
        `${where} names ${isGlob(p) ? "the pattern" : "slice"} ${quote(p)}, which matches no slice of judged queries`,
        { file },
        `slices are: ${slices.slice(0, 20).map((s) => s.name).join(", ")}${slices.length > 20 ? `, \u2026 and ${slices.length - 20} more` : ""}`
      );
    }
    for (const s of hit) out.add(s);
  }
  return slices.filter((s) => out.has(s));
}

// src/compare/power.ts
function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1, got ${p}`);
  const a = [
    -39.69683028665376,
    220.9460984245205,
    -275.9285104469687,
    138.357751867269,
    -30.66479806614716,
    2.506628277459239
  ];
  const b = [
    -54.47609879822406,
    161.5858368580409,
    -155.6989798598866,
    66.80131188771972,
    -13.28068155288572
  ];
  const c = [
    -0.007784894002430293,
    -0.3223964580411365,
    -2.400758277161838,
    -2.549732539343734,
    4.374664141464968,
    2.938163982698783
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lo = 0.02425;
  if (p < lo) {
    const q2 = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q2 + c[1]) * q2 + c[2]) * q2 + c[3]) * q2 + c[4]) * q2 + c[5]) / ((((d[0] * q2 + d[1]) * q2 + d[2]) * q2 + d[3]) * q2 + 1);
  }
  if (p > 1 - lo) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}
function sampleSd(d) {
  const n = d.length;
  if (n < 2) return 0;
  let m = 0;
  for (let i = 0; i < n; i++) m += d[i];
  m /= n;
  let s = 0;
  for (let i = 0; i < n; i++) s += (d[i] - m) ** 2;
  return Math.sqrt(s / (n - 1));
}
function powerFacts(n, sd, c, power, threshold) {
  const z = normalQuantile(power);
  const reachable = Number.isFinite(c) && Math.sqrt(n) > c;
  if (sd === 0) {
    return { mde: null, queriesNeeded: null, underpowered: !reachable };
  }
  const needed = (tau) => {
    if (!(tau > 0) || !Number.isFinite(c)) return null;
    const root = (z * sd + Math.max(c, 0) * Math.sqrt(sd * sd + tau * tau)) / tau;
    return Math.ceil(root * root);
  };
  if (!reachable) {
    const q = threshold !== null ? needed(threshold) : null;
    return { mde: null, queriesNeeded: q, underpowered: true };
  }
  const plain = plainMde(n, sd, c, z);
  const mde = threshold !== null ? Math.max(threshold + z * sd / Math.sqrt(n), plain) : plain;
  const underpowered = threshold !== null && plain > threshold;
  return { mde, queriesNeeded: underpowered ? needed(threshold) : null, underpowered };
}
function plainMde(n, sd, c, z) {
  const gap = (delta) => delta * Math.sqrt(n) - c * Math.sqrt(sd * sd + delta * delta) - z * sd;
  let lo = 0;
  let hi = sd;
  while (gap(hi) < 0) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
    const mid = (lo + hi) / 2;
    if (gap(mid) < 0) lo = mid;
    else hi = mid;
  }
  return hi;
}

// src/compare/guards.ts
var LISTED = 50;
function reason(o) {
  return {
    measure: null,
    baseline: null,
    candidate: null,
    delta: null,
    threshold: null,
    rule: null,
    pAdjusted: null,
    bound: null,
    mde: null,
    hidden: false,
    because: null,
    unjudged: null,
    queries: [],
    queryCount: 0,
    ...o
  };
}
function named(run, qis, blind) {
  return qis.filter((qi) => !blind[qi]).slice(0, LISTED).map((qi) => run.qids[qi]);
}
function missingGuard(contract, base, cand, depthNeeded, blind) {
  const level = contract.gate.missing;
  if (level === "off") return null;
  const none = [];
  const short = [];
  for (let qi = 0; qi < base.qids.length; qi++) {
    if (base.missing[qi] || !base.included[qi]) continue;
    if (cand.missing[qi]) none.push(qi);
    else if (cand.retrieved[qi] * 2 < base.retrieved[qi] && cand.retrieved[qi] < depthNeeded) short.push(qi);
  }
  if (none.length + short.length === 0) return null;
  const all = [...none, ...short].sort((a, b) => a - b);
  const parts = [];
  if (none.length)
    parts.push(
      `${none.length} judged quer${none.length === 1 ? "y" : "ies"} the baseline answered get${none.length === 1 ? "s" : ""} no results from the candidate`
    );
  if (short.length)
    parts.push(
      `${short.length} get${short.length === 1 ? "s" : ""} far fewer results (under half the baseline's and under the ${depthNeeded} the gated measures read)`
    );
  const shown = named(cand, all, blind);
  return reason({
    level,
    kind: "missing",
    slice: "all",
    queries: shown,
    queryCount: all.length,
    message: `The candidate run is incomplete: ${parts.join("; ")}${shown.length ? ` (${shown.slice(0, 10).join(", ")}${all.length > 10 ? ", \u2026" : ""})` : ""}. A broken run, not a judging gap: fix the run that produced it.`
  });
}
function noOverlapGuard(base, cand) {
  if (cand.read.judgedResults > 0 || base.read.judgedResults === 0 || cand.read.results === 0) return null;
  return reason({
    level: "fail",
    kind: "no-overlap",
    slice: "all",
    message: `None of the candidate's ${cand.read.results} results is a judged document (the baseline has ${base.read.judgedResults}): its document ids are in another namespace. Produce the run with the corpus's document ids.`
  });
}
function queryGuards(contract, slices, base, cand, file, blind) {
  const out = [];
  contract.gate.guards.forEach((g, gi) => {
    const selected = selectSlices(g.slices, slices, `gate.guards[${gi}].slices`, file);
    const mi = base.measures.findIndex((m) => m.name === g.measure);
    const hit = /* @__PURE__ */ new Set();
    for (const s of selected) {
      for (const qi of s.members) {
        const b = base.value[mi][qi];
        const c = cand.value[mi][qi];
        if (g.drop !== void 0 && b - c > g.drop + 1e-12 || g.below !== void 0 && b >= g.below && c < g.below)
          hit.add(qi);
      }
    }
    if (hit.size === 0) return;
    const qis = [...hit].sort((a, b) => a - b);
    const shown = named(cand, qis, blind);
    const what = [
      g.drop !== void 0 ? `loses more than ${g.drop}` : "",
      g.below !== void 0 ? `falls below ${g.below}` : ""
    ].filter(Boolean).join(" or ");
    const where = selected.map((s) => s.name).join(", ");
    const detail = qis.filter((qi) => !blind[qi]).slice(0, 5).map((qi) => `${base.qids[qi]} ${base.value[mi][qi].toFixed(4)} \u2192 ${cand.value[mi][qi].toFixed(4)}`);
    out.push(
      reason({
        level: "fail",
        kind: "guard",
        slice: where,
        measure: g.measure,
        rule: gi,
        threshold: what,
        queries: shown,
        queryCount: qis.length,
        message: `${qis.length} quer${qis.length === 1 ? "y" : "ies"} of ${where} where ${g.measure} ${what} (guard ${gi + 1})${detail.length ? `: ${detail.join("; ")}${qis.length > detail.length ? "; \u2026" : ""}` : ""}`
      })
    );
  });
  return out;
}

// src/compare/degenerate.ts
var RUN_SHARE = 0.5;
var MIN_PAIRS = 4;
var AGAINST_SHARE = 0.8;
var MIN_QUERIES = 5;
function answered(run, included) {
  const out = [];
  for (let qi = 0; qi < run.qids.length; qi++) if (included[qi] && !run.missing[qi]) out.push(qi);
  return out;
}
function atLeastShare(count2, of) {
  return of > 0 && count2 >= RUN_SHARE * of;
}
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}
function examples(run, qis, blind) {
  const shown = named(run, qis, blind).slice(0, 5);
  return shown.length ? ` (${shown.join(", ")}${qis.length > shown.length ? ", \u2026" : ""})` : "";
}
function fixFor2(side, what) {
  return side === "candidate" ? `fix the run that produced it: ${what}` : `the baseline cannot be compared against: ${what}, then bless the fixed run as the baseline (rankgate baseline --run <run>)`;
}
function tiedScoresGuard(contract, run, side, included, blind) {
  const ties = contract.policy.ties;
  if (ties === "rank" || ties === "file") return null;
  const qs = answered(run, included);
  const hit = qs.filter((qi) => run.order.head[qi] >= 2 && run.order.tied[qi] * 2 > run.order.head[qi]);
  if (!atLeastShare(hit.length, qs.length)) return null;
  return reason({
    level: "fail",
    kind: "tied-scores",
    slice: "all",
    run: side,
    queries: named(run, hit, blind),
    queryCount: hit.length,
    message: `The ${side} run's scores carry no order: in ${hit.length} of ${plural(qs.length, "judged query", "judged queries")}${examples(run, hit, blind)} more than half of the top ${HEAD} results share one score, so tie-breaking on document ids orders them, not the ranker. A broken run (constant scores?), not a regression: ${fixFor2(side, "make it write the ranker's real scores, or set policy.ties: rank if the rank field is the intended order")}.`
  });
}
function invertedScoresGuard(contract, run, side, included, blind) {
  const ties = contract.policy.ties;
  if (ties === "rank" || ties === "file") return null;
  const qs = answered(run, included);
  const hit = qs.filter((qi) => {
    const along = run.order.along[qi];
    const against = run.order.against[qi];
    return along + against >= MIN_PAIRS && against >= AGAINST_SHARE * (along + against);
  });
  if (!atLeastShare(hit.length, qs.length)) return null;
  return reason({
    level: "fail",
    kind: "inverted-scores",
    slice: "all",
    run: side,
    queries: named(run, hit, blind),
    queryCount: hit.length,
    message: `The ${side} run's scores contradict its ranks: in ${hit.length} of ${plural(qs.length, "judged query", "judged queries")}${examples(run, hit, blind)} the score rises with the rank field (rank 1 has the lowest score), so ranking by score, as trec_eval does, turns each list upside down. Distances written as scores: ${fixFor2(side, "write scores where higher is better (e.g. the negated distance), or set policy.ties: rank if the rank field is the intended order")}.`
  });
}
function everywhereShare(run, qs) {
  const heads = qs.map((qi) => distinctHead(run.top[qi]?.docids));
  const everywhere = /* @__PURE__ */ new Set();
  for (const d of frequentCandidates(heads, 2 * HEAD - 1)) {
    let n = 0;
    for (const head of heads) if (head.includes(d)) n++;
    if (n * 2 > qs.length) everywhere.add(d);
  }
  let positions = 0;
  let held = 0;
  for (const qi of qs) {
    const top3 = run.top[qi]?.docids.slice(0, HEAD) ?? [];
    positions += top3.length;
    for (const d of top3) if (everywhere.has(d)) held++;
  }
  return { share: positions ? held / positions : 0, docs: [...everywhere].sort(compareIds) };
}
function distinctHead(docids) {
  const out = [];
  for (const d of docids?.slice(0, HEAD) ?? []) if (!out.includes(d)) out.push(d);
  return out;
}
function frequentCandidates(lists, k) {
  const counts = /* @__PURE__ */ new Map();
  for (const list of lists) {
    for (const d of list) {
      const c = counts.get(d);
      if (c !== void 0) counts.set(d, c + 1);
      else if (counts.size < k) counts.set(d, 1);
      else
        for (const [key2, v] of counts) {
          if (v === 1) counts.delete(key2);
          else counts.set(key2, v - 1);
        }
    }
  }
  return [...counts.keys()];
}
function sameResultsGuard(base, cand, included) {
  const qs = answered(cand, included);
  if (qs.length < MIN_QUERIES) return null;
  const c = everywhereShare(cand, qs);
  if (c.share < RUN_SHARE) return null;
  const b = everywhereShare(base, answered(base, included));
  if (b.share >= RUN_SHARE) return null;
  const pct = (x) => `${Math.round(x * 100)}%`;
  const docs = c.docs.slice(0, 5).join(", ") + (c.docs.length > 5 ? ", \u2026" : "");
  return reason({
    level: "fail",
    kind: "same-results",
    slice: "all",
    run: "candidate",
    queryCount: qs.length,
    message: `The candidate returns the same documents whatever the query: ${pct(c.share)} of its top-${HEAD} results across ${qs.length} judged queries are ${plural(c.docs.length, "document", "documents")} it puts in the top ${HEAD} of more than half of them (${docs}); the baseline's share is ${pct(b.share)}. The query does not reach the ranker: fix the run that produced it.`
  });
}
function degenerateGuards(contract, base, cand, blind) {
  const included = base.included;
  const out = [];
  for (const [run, side] of [
    [base, "baseline"],
    [cand, "candidate"]
  ]) {
    const tied = tiedScoresGuard(contract, run, side, included, blind);
    if (tied) out.push(tied);
    const inverted = invertedScoresGuard(contract, run, side, included, blind);
    if (inverted) out.push(inverted);
  }
  const same = sameResultsGuard(base, cand, included);
  if (same) out.push(same);
  return out;
}

// src/compare/gate.ts
var ORDER = Object.fromEntries(LEVELS.map((l, i) => [l, i]));
var STATUS_ORDER = {
  "not-gated": 0,
  "too-small": 1,
  pass: 2,
  underpowered: 3,
  warn: 4,
  inconclusive: 5,
  fail: 6
};
var worseStatus = (a, b) => STATUS_ORDER[a] >= STATUS_ORDER[b] ? a : b;
var KIND_ORDER = {
  "tied-scores": 0,
  "inverted-scores": 1,
  "same-results": 2,
  missing: 3,
  "no-overlap": 4,
  guard: 5,
  rule: 6,
  "not-significant": 7
};
var key = (s, m) => `${s}\0${m}`;
function allowance(t, base) {
  if (typeof t === "number") return t;
  return Number(t.slice(0, -1)) / 100 * Math.abs(base);
}
function significanceOf(contract) {
  const s = contract.gate.significance;
  if (s === "none" || s.test === "none") return null;
  return {
    test: s.test,
    alpha: s.alpha,
    correction: s.correction,
    iterations: s.iterations,
    seed: s.seed,
    power: s.power
  };
}
function decideVerdict(ctx, plan, family) {
  const { contract, pairs, slices } = ctx;
  const { gate } = contract;
  const sig = significanceOf(contract);
  gate.rules.forEach((r, i) => {
    for (const s of plan.selections[i]) {
      if (s.members.length < gate.min_queries && !plan.byKey.has(key(s.name, r.measure)))
        pairs.get(key(s.name, r.measure)).cell.status = "too-small";
    }
  });
  const gated = plan.gated.map((g) => ({ ...g, stats: pairs.get(key(g.slice.name, g.measure)) }));
  for (const g of gated) g.stats.cell.status = "pass";
  const anyTies = plan.anyTies;
  gated.forEach((g, j) => {
    const cell = g.stats.cell;
    const thresholds = thresholdsOf(contract, g, cell.baseline);
    cell.gate = family ? gateStats(g, j, family.outcomes[0], cell, thresholds, sig.power) : null;
  });
  const significant = (j, version, decision) => {
    if (!family) return true;
    const at = plan.tested.indexOf(version);
    if (at < 0) throw new Error(`tie-order version ${version} was not tested but a threshold is crossed in it`);
    return family.outcomes[at][decision].rejected[j] === 1;
  };
  const firingsOf = (g, j, version) => {
    const delta = version === 0 ? g.stats.cell.delta : versionDelta(g, version);
    const out = [];
    for (const i of g.rules) {
      const beyond = crossed(gate.rules[i], -delta, g.stats.cell.baseline);
      if (beyond.fail && significant(j, version, FAIL)) out.push({ level: "fail", kind: "rule", rule: i });
      else if (beyond.warn && significant(j, version, WARN)) out.push({ level: "warn", kind: "rule", rule: i });
      else if (beyond.fail) out.push({ level: "pass", kind: "not-significant", rule: i });
    }
    return out;
  };
  const reasons = [];
  const structural = ctx.structural ?? structuralReasons(ctx);
  const broken = structural.some((r) => BROKEN_RUN_KINDS.includes(r.kind) && r.level === "fail");
  gated.forEach((g, j) => {
    const firings = firingsOf(g, j, 0);
    if (firings.length === 0) {
      if (g.stats.cell.gate?.underpowered) g.stats.cell.status = "underpowered";
      return;
    }
    firings.sort(
      (a, b) => ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.rule - b.rule
    );
    const f = firings[0];
    reasons.push(ruleReason(ctx, g, f, broken));
    g.stats.cell.status = worseStatus(g.stats.cell.status, statusOf(f, reasons[reasons.length - 1].level));
  });
  reasons.push(...structural);
  const firedOnAll = new Set(
    reasons.filter((r) => r.slice === "all" && r.kind === "rule" && r.measure !== null).map((r) => r.measure)
  );
  for (const r of reasons) {
    r.hidden = r.kind === "rule" && r.slice !== "all" && r.measure !== null && !firedOnAll.has(r.measure);
    if (r.kind === "rule" || r.kind === "not-significant")
      r.message = ruleMessage(r, pairs.get(key("all", r.measure))?.cell);
  }
  const sliceOrder = new Map(slices.map((s, i) => [s.name, i]));
  const isBroken = (r) => BROKEN_RUN_KINDS.includes(r.kind) && r.level === "fail";
  reasons.sort(
    (a, b) => Number(isBroken(b)) - Number(isBroken(a)) || Number(b.hidden) - Number(a.hidden) || ORDER[b.level] - ORDER[a.level] || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (sliceOrder.get(a.slice) ?? -1) - (sliceOrder.get(b.slice) ?? -1) || (a.rule ?? 0) - (b.rule ?? 0)
  );
  let level = "pass";
  for (const r of reasons) level = worse(level, r.level);
  const ties = anyTies ? tieCheck(gated, firingsOf, structural, reasons, family !== null) : null;
  return { level, reasons, hidden: reasons.filter((r) => r.hidden).length, family: gated.length, ties };
}
function planFamily(contract, file, slices, base, cand, aggregate, options = {}) {
  const { gate } = contract;
  const sig = significanceOf(contract);
  const selections = gate.rules.map((r, i) => selectSlices(r.slices, slices, `gate.rules[${i}].slices`, file));
  const gated = [];
  const byKey = /* @__PURE__ */ new Map();
  gate.rules.forEach((r, i) => {
    const mi = base.measures.findIndex((m) => m.name === r.measure);
    for (const s of selections[i]) {
      if (s.members.length < gate.min_queries) continue;
      let g = byKey.get(key(s.name, r.measure));
      if (!g) {
        const v = pairValues(base, cand, aggregate, s, mi);
        g = {
          slice: s,
          measure: r.measure,
          mi,
          rules: [],
          ...v,
          tieDependent: v.values.slice(1).some((x) => x.some((y, k) => y !== v.values[0][k]))
        };
        byKey.set(key(s.name, r.measure), g);
        gated.push(g);
      }
      g.rules.push(i);
    }
  });
  const anyTies = gated.some((g) => g.tieDependent);
  const baseMeans = gated.map(
    (g) => aggregateColumn(base, g.mi, base.value[g.mi], g.slice.members, aggregationOf(base.measures[g.mi], aggregate))
  );
  const tested = anyTies ? [0, ...[1, 2].filter((v) => options.everyTieOrder || canFire(contract, gated, baseMeans, v))] : [0];
  const drops = (which) => Float64Array.from(gated, (g, j) => {
    const mean = baseMeans[j];
    let t = Infinity;
    for (const i of g.rules) {
      const x = gate.rules[i][which];
      if (x !== void 0) t = Math.min(t, allowance(x, mean) / g.factor);
    }
    return t;
  });
  const input = sig && gated.length > 0 ? {
    pairs: gated.map((g) => ({ members: g.slice.members, values: tested.map((v) => g.values[v]) })),
    thresholds: [drops("fail"), drops("warn")],
    moved: movedQueries(base, cand, gated),
    test: sig.test,
    alpha: sig.alpha,
    correction: sig.correction,
    iterations: sig.iterations,
    seed: deriveSeed(sig.seed, "family")
  } : null;
  const beyondFail = gated.filter((g, j) => pairCrosses(contract, g, baseMeans[j], 0).fail).map((g) => ({ slice: g.slice, mi: g.mi }));
  return { selections, gated, byKey: new Set(byKey.keys()), anyTies, tested, input, beyondFail };
}
function canFire(contract, gated, baseMeans, v) {
  return gated.some((g, j) => {
    const beyond = pairCrosses(contract, g, baseMeans[j], v);
    return beyond.fail || beyond.warn;
  });
}
function pairCrosses(contract, g, baseMean, v) {
  const drop = -versionDelta(g, v);
  const out = { fail: false, warn: false };
  for (const i of g.rules) {
    const beyond = crossed(contract.gate.rules[i], drop, baseMean);
    out.fail ||= beyond.fail;
    out.warn ||= beyond.warn;
  }
  return out;
}
function crossed(r, drop, baseline) {
  return {
    fail: r.fail !== void 0 && drop > allowance(r.fail, baseline),
    warn: r.warn !== void 0 && drop > allowance(r.warn, baseline)
  };
}
function versionDelta(g, v) {
  return g.factor * meanOf(g.values[v]);
}
function movedQueries(base, cand, gated) {
  const out = changedRankings(base, cand);
  for (const g of gated) {
    const q = g.slice.members;
    for (const col of g.values) for (let i = 0; i < q.length; i++) if (col[i] !== 0) out[q[i]] = 1;
  }
  return out;
}
function meanOf(v) {
  let s = 0;
  for (let i = 0; i < v.length; i++) s += v[i];
  return v.length > 0 ? s / v.length : 0;
}
function pairValues(base, cand, aggregate, slice, mi) {
  const spec = base.measures[mi];
  const how = aggregationOf(spec, aggregate);
  const q = slice.members;
  const n = q.length;
  const w = new Float64Array(n).fill(1);
  if (how === "pooled") {
    let s = 0;
    for (let i = 0; i < n; i++) s += base.den[mi][q[i]];
    const mean = s / Math.max(n, 1);
    if (mean > 0) for (let i = 0; i < n; i++) w[i] = base.den[mi][q[i]] / mean;
  }
  const diff = (c, b) => {
    const d = new Float64Array(n);
    for (let i = 0; i < n; i++) d[i] = w[i] * (c[q[i]] - b[q[i]]);
    return d;
  };
  return {
    values: [
      diff(cand.value[mi], base.value[mi]),
      diff(cand.low[mi], base.high[mi]),
      diff(cand.high[mi], base.low[mi])
    ],
    factor: how === "sum" ? n : 1
  };
}
function changedRankings(base, cand) {
  const out = new Uint8Array(base.fingerprint.length);
  for (let q = 0; q < out.length; q++) out[q] = base.fingerprint[q] !== cand.fingerprint[q] ? 1 : 0;
  return out;
}
function thresholdsOf(contract, g, base) {
  let warn = null;
  let fail2 = null;
  for (const i of g.rules) {
    const r = contract.gate.rules[i];
    if (r.warn !== void 0) warn = Math.min(warn ?? Infinity, allowance(r.warn, base));
    if (r.fail !== void 0) fail2 = Math.min(fail2 ?? Infinity, allowance(r.fail, base));
  }
  return { warn, fail: fail2 };
}
var FAIL = 0;
var WARN = 1;
function gateStats(g, j, decisions, cell, t, power) {
  const n = g.stats.slice.members.length;
  const drop = -cell.delta;
  const stake = t.fail !== null && drop > t.fail ? decisions[FAIL] : t.warn !== null && drop > t.warn ? decisions[WARN] : null;
  const planned = t.fail !== null ? decisions[FAIL] : decisions[WARN];
  const scale = g.factor * planned.scale[j];
  const c = planned.simultaneous[j];
  const critical = stake && Number.isFinite(c) ? c : null;
  const sd = sampleSd(g.values[0]);
  const pf = powerFacts(n, sd, c, power, t.fail !== null ? t.fail / g.factor : null);
  const lower = scale === 0 ? cell.delta : cell.delta - c * scale;
  const shownWithin = t.fail !== null && Number.isFinite(lower) && lower > -t.fail;
  return {
    pWorse: planned.pWorse[j],
    pAdjusted: stake ? stake.pAdjusted[j] : null,
    critical,
    se: scale,
    // No paired variance (every query moved alike, or none moved): delta itself is certain.
    bound: !stake ? null : scale === 0 ? cell.delta : critical !== null ? cell.delta + critical * scale : null,
    warn: t.warn,
    fail: t.fail,
    mde: pf.mde !== null ? pf.mde * g.factor : null,
    queriesNeeded: pf.queriesNeeded,
    underpowered: pf.underpowered && !shownWithin
  };
}
function structuralReasons(ctx) {
  const { contract, slices, base, cand } = ctx;
  const blindMask = blindQueries(contract, slices, base.qids.length);
  const structural = [];
  const missing = missingGuard(contract, base, cand, ctx.depthNeeded, blindMask);
  if (missing) structural.push(missing);
  const overlap = noOverlapGuard(base, cand);
  if (overlap) structural.push(overlap);
  structural.push(...degenerateGuards(contract, base, cand, blindMask));
  structural.push(...queryGuards(contract, slices, base, cand, ctx.file, blindMask));
  return structural;
}
function statusOf(f, level) {
  return f.kind === "not-significant" ? "underpowered" : level;
}
function ruleReason(ctx, g, f, broken) {
  const { contract } = ctx;
  const s = g.stats.slice;
  const cell = g.stats.cell;
  const rule = contract.gate.rules[f.rule];
  const blind = s.heldout && contract.heldout?.mode !== "visible";
  let level = f.level;
  let because = null;
  let unjudged = null;
  if (f.level === "fail" && !broken) {
    const cov = contract.gate.coverage;
    const c = cov ? ctx.pairs.get(key(s.name, cov.measure))?.cell : void 0;
    if (cov && c && c.candidate < cov.min && c.baseline >= cov.min) {
      level = "inconclusive";
      because = "coverage";
    } else {
      const e = ctx.explain(s, g.stats.mi);
      if (e.documents > 0) {
        const delta = cell.delta + g.factor * e.effect;
        unjudged = { relevance: e.relevance, documents: e.documents, delta };
        if (-delta <= allowance(rule.fail, cell.baseline)) {
          level = "inconclusive";
          because = "unjudged";
        }
      }
    }
  }
  const threshold = String(f.level === "fail" || f.kind === "not-significant" ? rule.fail : rule.warn);
  return {
    level,
    kind: f.kind,
    slice: s.name,
    measure: g.stats.measure,
    baseline: blind ? null : cell.baseline,
    candidate: blind ? null : cell.candidate,
    delta: blind ? null : cell.delta,
    threshold,
    rule: f.rule,
    pAdjusted: blind ? null : cell.gate?.pAdjusted ?? null,
    bound: blind ? null : cell.gate?.bound ?? null,
    mde: blind ? null : cell.gate?.mde ?? null,
    hidden: false,
    because,
    unjudged: blind ? null : unjudged,
    queries: [],
    queryCount: 0,
    message: ""
  };
}
function blindQueries(contract, slices, nq) {
  const mask = new Uint8Array(nq);
  if (contract.heldout && contract.heldout.mode !== "visible") {
    for (const s of slices) if (s.heldout) for (const q of s.members) mask[q] = 1;
  }
  return mask;
}
function tieCheck(gated, firingsOf, structural, reasons, tested) {
  const ruleStatus = (g, j, v) => {
    let st = g.stats.cell.gate?.underpowered ? "underpowered" : "pass";
    for (const f of firingsOf(g, j, v)) st = worseStatus(st, statusOf(f, f.level));
    return st;
  };
  let base = "pass";
  for (const r of structural) base = worse(base, r.level);
  let now = base;
  for (const r of reasons)
    if (r.kind === "rule" || r.kind === "not-significant")
      now = worse(now, r.level === "inconclusive" ? "fail" : r.level);
  const flips = [];
  const levels = [base, base];
  gated.forEach((g, j) => {
    const observed = ruleStatus(g, j, 0);
    const against = ruleStatus(g, j, 1);
    const forIt = ruleStatus(g, j, 2);
    for (const [k, st] of [against, forIt].entries())
      if (st === "fail" || st === "warn") levels[k] = worse(levels[k], st);
    if (against !== observed || forIt !== observed) {
      flips.push({
        slice: g.stats.slice.name,
        measure: g.stats.measure,
        now: observed,
        ifAgainst: against,
        ifFor: forIt
      });
    }
  });
  const [ifAgainst, ifFor] = levels;
  if (flips.length === 0 && ifAgainst === now && ifFor === now) return null;
  const verdictPart = ifAgainst !== now || ifFor !== now ? `Another order of tied scores could change the verdict: ${ifAgainst} if ties break against the candidate, ${ifFor} if they break for it` : "The verdict holds under every order of tied scores";
  const pairsPart = flips.length > 0 ? `; ${flips.length} gated pair${flips.length === 1 ? "" : "s"} change${flips.length === 1 ? "s" : ""} outcome (${flips.slice(0, 5).map((f) => `${f.measure} on ${f.slice}: ${f.ifAgainst} / ${f.ifFor}`).join("; ")}${flips.length > 5 ? "; \u2026" : ""})` : "";
  const how = tested ? "Both extremes were re-tested with the same draws, significance included." : "Both extremes were re-checked against the thresholds (significance is off).";
  return { ifAgainst, ifFor, flips, message: `${verdictPart}${pairsPart}. ${how}` };
}
function ruleMessage(r, all) {
  if (r.baseline === null || r.candidate === null || r.delta === null) {
    return `${r.measure} on held-out slice ${r.slice}: ${r.level} (blind: numbers withheld)`;
  }
  let s = `${r.measure} on ${r.slice}: ${f4(r.baseline)} \u2192 ${f4(r.candidate)} (${signed(r.delta)})`;
  if (r.kind === "not-significant") {
    s += `, beyond the fail threshold ${r.threshold} but not significant`;
    if (r.pAdjusted !== null) s += ` (${pIs(r.pAdjusted)}, one-sided, adjusted)`;
    s += r.mde !== null ? `; the smallest drop this slice can detect is ${f4(r.mde)}` : "; this slice cannot detect a drop of any size";
    return s;
  }
  s += `, ${r.level === "warn" ? "warn" : "fail"} threshold ${r.threshold}`;
  if (r.pAdjusted !== null) s += `, ${pIs(r.pAdjusted)} (one-sided, adjusted)`;
  if (r.hidden && all) s += `; hidden: ${r.measure} on all ${all.delta >= 0 ? "rose" : "fell"} ${signed(all.delta)}`;
  if (r.because === "unjudged" && r.unjudged) {
    s += `; inconclusive: ${r.unjudged.documents} unjudged document${r.unjudged.documents === 1 ? "" : "s"} the candidate newly shows, relevant with a mean chance of ${r.unjudged.relevance.toFixed(2)}, would leave ${signed(r.unjudged.delta)}: judge them`;
  }
  if (r.because === "coverage")
    s += "; inconclusive: the candidate's judged coverage fell below the minimum where the baseline's was above it";
  return s;
}

// src/compare/statistics.ts
async function sliceStatistics(contract, base, cand, slices, aggregate, family, standby, sharing) {
  const sig = contract.gate.significance === "none" ? null : contract.gate.significance;
  const job = {
    test: sig !== null && sig.test !== "none" ? sig.test : null,
    seed: sig?.seed ?? 1,
    iterations: sig?.iterations ?? 1e4,
    stopAt: sig && sig.sequential !== false ? sig.alpha : null,
    bootstrap: sig?.bootstrap ?? 1e4,
    computeEnds: sig?.sequential !== false,
    measures: base.measures.map((m) => m.name)
  };
  const changed = changedRankings(base, cand);
  const heavy = await heavyStatistics(
    job,
    slices.map((slice) => ({
      name: slice.name,
      moved: Uint8Array.from(slice.members, (q) => changed[q]),
      columns: base.measures.map((_, mi) => {
        const col = new Float64Array(slice.members.length);
        for (let i = 0; i < col.length; i++)
          col[i] = cand.value[mi][slice.members[i]] - base.value[mi][slice.members[i]];
        return col;
      })
    })),
    family,
    standby,
    sharing
  );
  const out = /* @__PURE__ */ new Map();
  let bv = new Float64Array(0);
  let cv = new Float64Array(0);
  slices.forEach((slice, si) => {
    const q = slice.members;
    const n = q.length;
    if (bv.length < n) {
      bv = new Float64Array(n);
      cv = new Float64Array(n);
    }
    base.measures.forEach((spec, mi) => {
      const how = aggregationOf(spec, aggregate);
      const b = aggregateColumn(base, mi, base.value[mi], q, how);
      const c = aggregateColumn(cand, mi, cand.value[mi], q, how);
      for (let i = 0; i < n; i++) {
        bv[i] = base.value[mi][q[i]];
        cv[i] = cand.value[mi][q[i]];
      }
      const wtl = winsTiesLosses(bv.subarray(0, n), cv.subarray(0, n));
      const cell = {
        baseline: b,
        candidate: c,
        delta: c - b,
        relDelta: b !== 0 ? (c - b) / Math.abs(b) : null,
        ci: heavy.slices[si].cis[mi],
        p: heavy.slices[si].ps[mi],
        gate: null,
        wins: wtl.wins,
        ties: wtl.ties,
        losses: wtl.losses,
        // The bound aggregates like the value: under micro, from the optimistic numerators and denominators.
        baselineOptimistic: aggregateColumn(base, mi, base.optimistic[mi], q, how, {
          num: base.optNum,
          den: base.optDen
        }),
        candidateOptimistic: aggregateColumn(cand, mi, cand.optimistic[mi], q, how, {
          num: cand.optNum,
          den: cand.optDen
        }),
        status: "not-gated"
      };
      out.set(`${slice.name}\0${spec.name}`, { slice, measure: spec.name, mi, cell });
    });
  });
  return { pairs: out, family: heavy.family, either: heavy.either };
}

// src/compare/ledger.ts
function buildLedger(base, cand, mi, members, labelsOf, texts, n, topk, relevance) {
  const rows = [];
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    rows.push({ qi, delta: cand.value[mi][qi] - base.value[mi][qi] });
  }
  const byQid = (a, b) => a.qi - b.qi;
  const regressed = rows.filter((r) => r.delta < -1e-12).sort((a, b) => a.delta - b.delta || byQid(a, b)).slice(0, n);
  const improved = rows.filter((r) => r.delta > 1e-12).sort((a, b) => b.delta - a.delta || byQid(a, b)).slice(0, n);
  const entry = ({ qi, delta }) => {
    const bt = top2(base.top[qi], topk);
    const ct = top2(cand.top[qi], topk);
    const relIn = (list) => list.filter((d) => d.grade !== null && d.grade >= relevance).map((d) => d.docid);
    const bRel = relIn(bt);
    const cRel = relIn(ct);
    const qid = base.qids[qi];
    return {
      qid,
      text: texts?.get(qid) ?? null,
      slices: labelsOf[qi],
      baseline: base.value[mi][qi],
      candidate: cand.value[mi][qi],
      delta,
      baselineTop: bt,
      candidateTop: ct,
      relevantLeft: bRel.filter((d) => !cRel.includes(d)),
      relevantEntered: cRel.filter((d) => !bRel.includes(d)),
      missingInCandidate: cand.missing[qi] === 1
    };
  };
  return { regressed: regressed.map(entry), improved: improved.map(entry) };
}
function top2(t, k) {
  if (!t) return [];
  const out = [];
  for (let i = 0; i < Math.min(k, t.docids.length); i++) out.push({ docid: t.docids[i], grade: t.grades[i] });
  return out;
}
function buildToJudge(base, cand, members, depth, opts) {
  const queryOf = [];
  const docOf = [];
  const baseRank = [];
  const candRank = [];
  const impact = [];
  let skipped = 0;
  for (let i = 0; i < members.length; i++) {
    const qi = members[i];
    const row = docOf.length;
    const visit = (t, ranks) => {
      if (!t) return;
      for (let r = 0; r < Math.min(depth, t.docids.length); r++) {
        if (t.grades[r] !== null) continue;
        const docid = t.docids[r];
        let e = row;
        while (e < docOf.length && docOf[e] !== docid) e++;
        if (e === docOf.length) {
          queryOf.push(qi);
          docOf.push(docid);
          baseRank.push(0);
          candRank.push(0);
          impact.push(0);
        }
        ranks[e] = r + 1;
        impact[e] += 1 / Math.log2(r + 2);
      }
    };
    visit(base.top[qi], baseRank);
    visit(cand.top[qi], candRank);
    if (!opts.skip) continue;
    const qid = base.qids[qi];
    let kept = row;
    for (let e = row; e < docOf.length; e++) {
      if (opts.skip(qid, docOf[e])) {
        skipped++;
        continue;
      }
      queryOf[kept] = queryOf[e];
      docOf[kept] = docOf[e];
      baseRank[kept] = baseRank[e];
      candRank[kept] = candRank[e];
      impact[kept] = impact[e];
      kept++;
    }
    for (const column of [queryOf, docOf, baseRank, candRank, impact]) column.length = kept;
  }
  const total = docOf.length;
  const before = (x, y) => {
    const a = docOf[x];
    const b = docOf[y];
    return impact[y] - impact[x] || queryOf[x] - queryOf[y] || (a < b ? -1 : a > b ? 1 : 0);
  };
  let ix;
  if (total > opts.limit) {
    const negated = new Float64Array(total);
    for (let e = 0; e < total; e++) negated[e] = -impact[e];
    const cut = -orderStatistic(negated, opts.limit - 1);
    let heavy = 0;
    for (let e = 0; e < total; e++) if (impact[e] >= cut) heavy++;
    ix = new Int32Array(heavy);
    for (let e = 0, h = 0; e < total; e++) if (impact[e] >= cut) ix[h++] = e;
  } else {
    ix = new Int32Array(total);
    for (let e = 0; e < total; e++) ix[e] = e;
  }
  ix.sort(before);
  const list = Array.from(
    ix.subarray(0, opts.limit),
    (e) => ({
      qid: base.qids[queryOf[e]],
      docid: docOf[e],
      baselineRank: baseRank[e] || null,
      candidateRank: candRank[e] || null,
      impact: impact[e]
    })
  );
  return { list, total, skipped };
}

// src/pipeline/judged.ts
async function judgmentMap(path, label) {
  const q = await readQrels(path, label);
  const out = /* @__PURE__ */ new Map();
  for (const [qid, j] of q.queries) j.docids.forEach((d, i) => out.set(`${qid}\0${d}`, j.grades[i]));
  return out;
}

// src/pipeline/baseline.ts
import { execFileSync } from "node:child_process";
import { dirname as dirname3 } from "node:path";
var COMMIT = /^[0-9a-f]{7,64}$/i;
function isIsoDate(text) {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const days = [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  if (d > days) return false;
  if (m[4] !== void 0 && (Number(m[4]) > 23 || Number(m[5]) > 59 || m[6] !== void 0 && Number(m[6]) > 59))
    return false;
  if (m[8] !== void 0 && (Number(m[8]) > 23 || Number(m[9]) > 59)) return false;
  return true;
}
function checkProvenance(commit, date, fromFlag) {
  if (commit !== void 0 && !COMMIT.test(commit)) {
    throw new InputError(
      `${fromFlag.commit ? "--commit" : "the commit git reported"} ${quote(commit)} is not a commit id`,
      {},
      "give the commit as hex digits, e.g. --commit 3f2a9c1"
    );
  }
  if (date !== void 0 && !isIsoDate(date)) {
    throw new InputError(
      `${fromFlag.date ? "--date" : "the date git reported"} ${quote(date)} is not an ISO 8601 date`,
      {},
      "e.g. --date 2026-11-02 or --date 2026-11-02T10:00:00Z"
    );
  }
}
var GZIP_ABOVE = 20 * 1024 * 1024;
async function buildBaseline(o) {
  checkProvenance(o.commit, o.date, { commit: true, date: true });
  const rc = loadContract(o.contract, o.contract, { root: o.root });
  const out = o.out ?? rc.paths.baseline;
  if (!out)
    throw new InputError(
      "the contract names no baseline file",
      { file: rc.file },
      "set baseline: in the contract or pass --out FILE"
    );
  const qrels = await readQrels(rc.paths.judgments, rc.contract.judgments);
  const slices = rc.paths.slices ? await readSlices(rc.paths.slices, rc.contract.slices) : null;
  const id = contractId(rc.contract, qrels.facts.sha256, slices?.facts.sha256);
  const depth = neededDepth(rc);
  const policy = { ...rc.contract.policy, depth };
  const files = runFiles(typeof o.run === "string" ? [o.run] : o.run, process.cwd(), {
    what: "the run",
    shown: (p) => p
  });
  const byQid = /* @__PURE__ */ new Map();
  const owner = /* @__PURE__ */ new Map();
  const reads = [];
  try {
    for (let k = 0; k < files.length; k++) {
      reads.push(
        await readRankedRun(
          files[k].path,
          qrels,
          { policy, keep: Infinity, unjudgedQueries: true, label: files[k].label },
          (l) => {
            const first = owner.get(l.qid);
            if (first !== void 0 && first !== k) throw new AnsweredTwice(l.qid, first, k);
            owner.set(l.qid, k);
            byQid.set(l.qid, { ...l, judgments: void 0 });
          }
        )
      );
    }
  } catch (e) {
    if (e instanceof AnsweredTwice) throw await answeredTwice(e.qid, files[e.first], files[e.second]);
    throw e;
  }
  const read = reads[0];
  const lists = [...byQid.values()].sort((a, b) => compareIds(a.qid, b.qid));
  const tag = read.tags[0] ?? "baseline";
  const git = o.commit && o.date ? { commit: o.commit, date: o.date } : gitFacts(dirname3(files[0].path), o);
  checkProvenance(git.commit, git.date, { commit: o.commit !== void 0, date: o.date !== void 0 });
  const head = [
    "# rankgate baseline",
    `# rankgate-version: ${VERSION}`,
    `# contract: ${id}`,
    ...rc.contract.corpus !== void 0 ? [`# corpus: ${rc.contract.corpus}`] : read.meta.corpus ? [`# corpus: ${read.meta.corpus}`] : [],
    ...git.commit ? [`# commit: ${git.commit}`] : [],
    ...git.date ? [`# date: ${git.date}`] : [],
    `# ties: ${policy.ties}`,
    `# depth: ${depth}`
  ];
  const lines = [...head];
  let results = 0;
  for (const l of lists) {
    for (let i = 0; i < l.n; i++) {
      lines.push(`${l.qid} Q0 ${l.docids[i]} ${i + 1} ${l.scores[i]} ${tag}`);
      results++;
    }
  }
  const text = Buffer.from(lines.join("\n") + "\n", "utf8");
  let path = out;
  let bytes = text;
  const limit = o.gzipAbove ?? GZIP_ABOVE;
  let note = "";
  if (out.endsWith(".gz") || text.length > limit) {
    bytes = deterministicGzip(text);
    if (!out.endsWith(".gz")) {
      path = out + ".gz";
      note = ` (over ${Math.round(limit / 1048576)} MiB, so gzipped: point baseline: in the contract at ${path})`;
    }
  }
  return {
    path,
    bytes,
    renamed: path !== out,
    message: `wrote ${path}: ${lists.length} queries, ${results} results (depth ${depth}, ties ${policy.ties}, contract ${id})${note}`
  };
}
function neededDepth(rc) {
  let depth = 0;
  for (const m of rc.measures) {
    if (m.kind === "NumRet") continue;
    depth = Math.max(depth, Math.min(ranksNeeded(m), rc.contract.policy.depth));
  }
  return Math.min(depth || rc.contract.policy.depth, rc.contract.policy.depth);
}
function deterministicGzip(data) {
  const z = zlib().gzipSync(data, { level: 9 });
  z[4] = z[5] = z[6] = z[7] = 0;
  z[9] = 255;
  return z;
}
function gitFacts(cwd, o) {
  try {
    const outText = execFileSync("git", ["log", "-1", "--format=%H%n%cI"], {
      cwd,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"]
    });
    const [commit, date] = outText.trim().split("\n");
    return { commit: o.commit ?? commit, date: o.date ?? date };
  } catch {
    return { commit: o.commit, date: o.date };
  }
}

// src/contract/depths.ts
function gatedDepth(rc) {
  const gated = /* @__PURE__ */ new Set([
    ...rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name),
    ...rc.contract.gate.guards.map((g) => parseMeasure(g.measure).name)
  ]);
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? rc.contract.policy.depth);
  return Math.min(depth, rc.contract.policy.depth);
}
function hypotheticalDepth(rc) {
  const gated = new Set(rc.contract.gate.rules.map((r) => parseMeasure(r.measure).name));
  let depth = 1;
  for (const m of rc.measures) if (gated.has(m.name)) depth = Math.max(depth, m.cutoff ?? 100);
  return Math.min(depth, 100);
}

// src/compare/summary-line.ts
function brokenWhat(r) {
  switch (r.kind) {
    case "missing":
      return `${r.queryCount} judged queries missing or cut short`;
    case "no-overlap":
      return "no judged document ids";
    case "tied-scores":
      return `tied scores order the top results of ${r.queryCount} judged queries`;
    case "inverted-scores":
      return `scores rise with the rank in ${r.queryCount} judged queries`;
    default:
      return "the same documents whatever the query";
  }
}
function summaryLine(level, reasons, primary, all, n) {
  const overall = `${primary} on all ${n} queries ${f4(all.baseline)} \u2192 ${f4(all.candidate)} (${signed(all.delta)})`;
  if (reasons.length === 0) return `pass: no rule fired; ${overall}`;
  const hidden = reasons.filter((r) => r.hidden).length;
  const worst = reasons.find((r) => r.level === level) ?? reasons[0];
  if (BROKEN_RUN_KINDS.includes(worst.kind))
    return `${level}: the ${worst.run ?? "candidate"} run is broken (${brokenWhat(worst)}); ${overall}`;
  const where = worst.kind === "guard" ? `guard on ${worst.measure}: ${worst.queryCount} quer${worst.queryCount === 1 ? "y" : "ies"} of ${worst.slice}` : worst.delta !== null ? `${worst.measure} on ${worst.slice} ${signed(worst.delta)}${worst.pAdjusted !== null ? ` (${pIs(worst.pAdjusted)}, one-sided, adjusted)` : ""}` : `${worst.measure} on ${worst.slice}`;
  const count2 = reasons.length;
  return `${level}: ${count2} regression${count2 === 1 ? "" : "s"}${hidden ? ` (${hidden} hidden)` : ""}, worst ${where}; ${overall}`;
}

// src/compare/significance-facts.ts
function significanceFacts(contract, family) {
  const s = contract.gate.significance;
  const unjudgedRelevance = contract.gate.unjudged_relevance;
  if (s === "none")
    return {
      test: "none",
      iterations: 0,
      bootstrap: 1e4,
      alpha: 0.05,
      correction: "none",
      seed: 1,
      family,
      sided: "one-sided",
      power: 0.8,
      unjudgedRelevance
    };
  return {
    test: s.test,
    iterations: s.iterations,
    bootstrap: s.bootstrap,
    alpha: s.alpha,
    correction: s.correction,
    seed: s.seed,
    family,
    sided: "one-sided",
    power: s.power,
    unjudgedRelevance
  };
}

// src/compare/weights.ts
function weightedOverall(contract, slices, measures, file) {
  if (!contract.weights) return null;
  const entries = Object.entries(contract.weights).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
  const out = {};
  for (const m of measures) {
    let wsum = 0;
    let b = 0;
    let c = 0;
    for (const [name, w] of entries) {
      const s = slices.find((x) => x.name === name);
      if (!s)
        throw new InputError(
          `weights names slice "${name}", which no judged query belongs to`,
          { file },
          `slices are: ${slices.map((x) => x.name).join(", ")}`
        );
      const cell = s.measures[m];
      if (!cell)
        throw new InputError(
          `weights names the blind held-out slice "${name}"`,
          { file },
          "weights apply to visible slices only"
        );
      wsum += w;
      b += w * cell.baseline;
      c += w * cell.candidate;
    }
    if (wsum === 0) throw new InputError("weights sum to 0", { file }, "give at least one slice a positive weight");
    out[m] = { baseline: b / wsum, candidate: c / wsum, delta: (c - b) / wsum };
  }
  return out;
}

// src/pipeline/compare.ts
var TO_JUDGE_MAX = 2e3;
var DRILL_DOWN_MAX = 100;
async function runComparison(opts) {
  const scored = await scoreBoth(opts);
  const compared = await compareScored(scored, opts);
  const report = buildReport(scored, compared, opts);
  return render(report, compared.queryLabels);
}
function readsDeep(contract) {
  return contract.gate.unjudged_relevance === "judged" && contract.gate.rules.some((r) => r.fail !== void 0);
}
function debugLine() {
  return process.env.RANKGATE_DEBUG ? (what) => process.stderr.write(`rankgate: ${what} at ${Math.round(performance.now())} ms
`) : () => {
  };
}
async function scoreBoth(opts) {
  const root = opts.root ?? process.cwd();
  const shown = (p) => {
    const r = relative2(root, p);
    return r && !r.startsWith("..") && !isAbsolute2(r) ? r.split("\\").join("/") : p;
  };
  const rc = loadContract(opts.contract, shown(opts.contract), { root: opts.workspace ?? opts.root });
  const contract = normalizeMeasures(rc);
  const baselinePath = opts.baseline ?? rc.paths.baseline;
  if (!baselinePath) {
    throw new InputError("no baseline run", { file: rc.file }, "set baseline: in the contract or pass --baseline FILE");
  }
  if (!existsSync2(baselinePath)) {
    throw new InputError(
      "baseline file not found",
      { file: shown(baselinePath) },
      opts.baseline !== void 0 ? "check the baseline path given" : `create it from the main branch's run: rankgate baseline --contract ${rc.file} --run <main's run>, then commit it`
    );
  }
  const candidateJob = runSource(opts.run, shown, opts.workspace);
  const readOnce = shareJudgments(rc.paths.judgments);
  const reading = Promise.resolve().then(
    () => readQrels(rc.paths.judgments, shown(rc.paths.judgments), LIMITS, { shared: readOnce })
  );
  reading.catch(() => {
  });
  const topk = contract.report.topk;
  const plan = resolvePlan(rc, {}, Math.max(topk, hypotheticalDepth(rc)));
  const debug = debugLine();
  debug("scoring");
  const scoring = scoreRuns(
    [
      // The inconclusive check asks where the baseline ranked what the candidate newly shows (under the estimated
      // prior, for a rule that can fail): it keeps docid hashes. Its file is hashed later: by its worker as soon as
      // its share is sent, while this thread still scores the candidate (two cores, 6,980 queries: 0.93-0.98x the wall
      // time); with large judgments, by whichever thread gets free first while the statistics run, since there the
      // worker's heap, kept while it hashed, stood beside the statistics' thread at the peak (a million pooled
      // judgments under Node 22: 300-310 MB, 327-338 MB so kept) for no time saved (bench/README.md, twenty-second
      // session).
      {
        path: baselinePath,
        label: shown(baselinePath),
        deep: readsDeep(contract) ? plan.policy.depth : void 0,
        hashLater: true,
        hashAfterShare: !largeJudgments(rc.paths.judgments)
      },
      candidateJob
    ],
    reading,
    rc.paths.judgments,
    plan,
    { qrelsLabel: shown(rc.paths.judgments), sharedJudgments: readOnce }
  );
  scoring.catch(() => {
  });
  loadRenderers().catch(() => {
  });
  const qrels = await reading;
  const sig = contract.gate.significance === "none" ? null : contract.gate.significance;
  const standby = statisticsThread(qrels.qids.length * ((sig?.iterations ?? 1e4) + (sig?.bootstrap ?? 1e4)));
  const sliceTable = rc.paths.slices ? await readSlices(rc.paths.slices, shown(rc.paths.slices)) : null;
  const texts = rc.paths.queries ? await readQueries(rc.paths.queries, shown(rc.paths.queries)) : null;
  const [base, cand] = await scoring;
  return { rc, contract, shown, baselinePath, candidateJob, qrels, sliceTable, texts, plan, topk, standby, base, cand };
}
function statisticsThread(rounds) {
  return worthAThread(rounds, 5e7) ? startLane() : null;
}
async function compareScored(scored, opts) {
  const { rc, contract, shown, baselinePath, candidateJob, qrels, sliceTable, texts, plan, topk, standby, base, cand } = scored;
  const debug = debugLine();
  const judgeDepth = topk;
  const id = contractId(rc.contract, qrels.facts.sha256, sliceTable?.facts.sha256);
  const notes = checkProvenance2(rc, base, cand, id);
  const prJudged = opts.prJudgments ? await judgmentMap(opts.prJudgments, shown(opts.prJudgments)) : null;
  const sp = buildSlices(qrels.qids, base.included, sliceTable, contract.heldout, rc.file);
  debug("statistics");
  const familyPlan = planFamily(contract, rc.file, sp.slices, base, cand, plan.aggregate, {
    everyTieOrder: opts.everyTieOrder
  });
  const kept = plan.keep;
  const sigFacts = contract.gate.significance === "none" ? null : contract.gate.significance;
  const estimates = /* @__PURE__ */ new Map();
  const explain = (slice, mi) => {
    const k = `${slice.name}\0${mi}`;
    let e = estimates.get(k);
    if (!e) {
      e = unjudgedEffect(
        base,
        cand,
        qrels,
        plan.measures[mi],
        plan.relevance,
        kept,
        slice.members,
        contract.gate.unjudged_relevance,
        sigFacts?.seed ?? 1,
        slice.name
      );
      estimates.set(k, e);
    }
    return e;
  };
  const gateFacts = {
    contract,
    file: rc.file,
    slices: sp.slices,
    base,
    cand,
    depthNeeded: gatedDepth(rc)
  };
  const blindMode = contract.heldout?.mode !== "visible";
  const all = sp.slices[0];
  const primaryIndex = plan.measures.findIndex((m) => m.name === contract.gate.primary);
  const visible = visibleQueries(sp.heldoutMask, base.included, blindMode);
  const early = {};
  const ledgerOf = (limit) => buildLedger(base, cand, primaryIndex, all.members, sp.labelsOf, texts?.texts ?? null, limit, topk, plan.relevance);
  const runsOnly = () => {
    early.structural ??= structuralReasons(gateFacts);
    early.ledger ??= ledgerOf(contract.report.ledger);
    early.toJudge ??= buildToJudge(base, cand, visible, judgeDepth, {
      limit: TO_JUDGE_MAX,
      skip: prJudged ? (qid, docid) => prJudged.has(`${qid}\0${docid}`) : void 0
    });
    early.drill ??= ledgerOf(DRILL_DOWN_MAX);
  };
  const condense = () => condenseDeep(base, cand, plan.measures, plan.relevance, plan.keep);
  if (!standby) condense();
  const beforeTheVerdict = () => {
    condense();
    try {
      runsOnly();
      for (const f of familyPlan.beyondFail) explain(f.slice, f.mi);
    } catch {
    }
    debug("ledgers, guards and estimates (with the statistics)");
  };
  const runPaths = [baselinePath, candidateJob.path];
  const toDigest = digestsToTake([base, cand], runPaths);
  const {
    pairs,
    family,
    either: digested
  } = await sliceStatistics(contract, base, cand, sp.slices, plan.aggregate, familyPlan.input, standby, {
    first: beforeTheVerdict,
    either: toDigest.length > 0 ? { fields: { digest: toDigest }, here: () => digestFiles(toDigest) } : void 0
  });
  const digesting = digested ? Promise.resolve().then(() => applyDigests([base, cand], digested)).then(() => digestsArriving([base, cand], runPaths)) : completeDigests([base, cand], runPaths, standby);
  if (digested) standby?.cancel();
  digesting.catch(() => {
  });
  condense();
  debug("gate");
  const structural = early.structural ??= structuralReasons(gateFacts);
  const outcome = decideVerdict(
    { ...gateFacts, pairs, aggregate: plan.aggregate, explain, structural },
    familyPlan,
    family
  );
  forgetQueryChecks(cand);
  const slices = sp.slices.map((s) => {
    const blind = s.heldout && blindMode;
    const measures = {};
    let status = s.members.length < contract.gate.min_queries ? "too-small" : "not-gated";
    for (const m of plan.measures) {
      const cell = pairs.get(`${s.name}\0${m.name}`).cell;
      status = worseStatus(status, cell.status);
      if (!blind) measures[m.name] = cell;
    }
    return {
      name: s.name,
      dimension: s.dimension,
      value: s.value,
      queries: s.members.length,
      gated: s.members.length >= contract.gate.min_queries,
      heldout: s.heldout,
      blind,
      status,
      measures
    };
  });
  runsOnly();
  const { ledger, toJudge, drill } = early;
  const weighted = weightedOverall(
    contract,
    slices,
    plan.measures.map((m) => m.name),
    rc.file
  );
  const warnings = [...opts.warnings ?? [], ...[...runWarnings(base), ...runWarnings(cand)].map((w) => w.message)];
  if (toJudge.total > TO_JUDGE_MAX)
    warnings.push(
      `${toJudge.total} unjudged (query, document) pairs in the top ${judgeDepth}; the report lists the first ${TO_JUDGE_MAX}`
    );
  if (sp.withoutLabels > 0)
    warnings.push(
      `${sp.withoutLabels} judged quer${sp.withoutLabels === 1 ? "y has" : "ies have"} no row in the slices file (counted as (unlabeled))`
    );
  if (sp.labelsNotJudged > 0)
    notes.push(`${sp.labelsNotJudged} slices-file row(s) name queries without judgments (ignored)`);
  const allCell = pairs.get(`all\0${contract.gate.primary}`).cell;
  const summary = summaryLine(outcome.level, outcome.reasons, contract.gate.primary, allCell, all.members.length);
  debug("run hashes awaited");
  await digesting;
  debug("run hashes in");
  return {
    id,
    notes,
    warnings,
    sp,
    all,
    outcome,
    slices,
    weighted,
    ledger,
    toJudge,
    drill,
    visible,
    allCell,
    summary,
    queryLabels: Array.from(visible, (qi) => sp.labelsOf[qi])
  };
}
function buildReport(scored, compared, opts) {
  const { rc, contract, shown, candidateJob, qrels, sliceTable, texts, plan, topk, base, cand } = scored;
  const { id, notes, warnings, sp, all, outcome, slices, weighted, ledger, toJudge, drill, visible, allCell, summary } = compared;
  const perQueryQids = Array.from(visible, (qi) => base.qids[qi]);
  const column = (run) => Object.fromEntries(plan.measures.map((m, mi) => [m.name, Array.from(visible, (qi) => run.value[mi][qi])]));
  return {
    schema: REPORT_SCHEMA,
    tool: { name: "rankgate", version: VERSION },
    gate: contract.name,
    contract: { id, file: rc.file, resolved: JSON.parse(canonicalJson(rc.contract)) },
    corpus: contract.corpus ?? base.read.meta.corpus ?? cand.read.meta.corpus ?? null,
    inputs: {
      judgments: { ...facts(qrels.facts), judgments: qrels.judgments, queries: qrels.qids.length },
      slices: sliceTable ? { ...facts(sliceTable.facts), dimensions: sliceTable.dimensions } : null,
      queries: texts ? facts(texts.facts) : null,
      baseline: runFacts(base),
      candidate: runFacts(cand)
    },
    notes,
    warnings,
    counts: {
      judged: qrels.qids.length,
      evaluated: all.members.length + (sp.slices.find((s) => s.heldout)?.members.length ?? 0),
      noRelevant: count(base.noRelevant),
      heldout: count(sp.heldoutMask),
      withoutSliceLabels: sp.withoutLabels,
      sliceLabelsNotJudged: sp.labelsNotJudged
    },
    measures: plan.measures.map((m) => ({ name: m.name, aggregation: aggregationOf(m, plan.aggregate) })),
    primary: contract.gate.primary,
    significance: significanceFacts(contract, outcome.family),
    slices,
    weighted,
    verdict: {
      level: outcome.level,
      summary,
      reasons: outcome.reasons,
      hiddenRegressions: outcome.hidden,
      regressions: outcome.reasons.length,
      ties: outcome.ties
    },
    ledger: { measure: contract.gate.primary, topk, regressed: ledger.regressed, improved: ledger.improved },
    toJudge: toJudge.list,
    drillDown: { measure: contract.gate.primary, topk, regressed: drill.regressed, improved: drill.improved },
    perQuery: { qids: perQueryQids, baseline: column(base), candidate: column(cand) },
    acceptance: opts.acceptance ?? null,
    goalposts: opts.goalposts ? { ...opts.goalposts, judgedByPr: toJudge.skipped } : null,
    baseline: baselineAge(base.read.meta, opts.candidateDate, contract.baseline_max_age),
    refresh: refreshSuggestion(
      contract,
      outcome.level,
      contract.gate.primary,
      allCell,
      rc.file,
      opts.refreshRun ?? runForCommand(opts.run, candidateJob, shown)
    )
  };
}
async function render(report, queryLabels) {
  debugLine()("report");
  const outputs = await RenderedOutputs.of({ report, queryLabels, context: {}, color: false });
  outputs.get("report.json");
  return resultOf(outputs);
}
function resultOf(outputs) {
  return {
    report: outputs.source.report,
    outputs,
    get reportJson() {
      return outputs.get("report.json");
    },
    get markdown() {
      return outputs.get("report.md");
    },
    get html() {
      return outputs.get("report.html");
    },
    files: outputs.files()
  };
}
function normalizeMeasures(rc) {
  const c = structuredClone(rc.contract);
  const name = (m) => parseMeasure(m).name;
  c.gate.primary = rc.primary.name;
  c.gate.rules = c.gate.rules.map((r) => ({ ...r, measure: name(r.measure) }));
  if (c.gate.coverage) c.gate.coverage = { ...c.gate.coverage, measure: name(c.gate.coverage.measure) };
  c.gate.guards = c.gate.guards.map((g) => ({ ...g, measure: name(g.measure) }));
  return c;
}
function checkProvenance2(rc, base, cand, id) {
  const notes = [];
  const want = rc.contract.corpus;
  const b = base.read.meta.corpus;
  const c = cand.read.meta.corpus;
  if (b !== void 0 && c !== void 0 && b !== c) {
    throw new InputError(
      `the baseline was made on corpus "${b}" but the candidate declares corpus "${c}"`,
      { file: cand.read.facts.path },
      "compare runs over the same corpus version: regenerate the baseline (rankgate baseline) or the candidate"
    );
  }
  for (const [run, declared] of [
    [base, b],
    [cand, c]
  ]) {
    if (want !== void 0 && declared !== void 0 && declared !== want) {
      throw new InputError(
        `declares corpus "${declared}" but the contract pins corpus "${want}"`,
        { file: run.read.facts.path },
        "update corpus: in the contract, or regenerate the run on the pinned corpus"
      );
    }
  }
  const made = base.read.meta.contract;
  if (made !== void 0 && made !== id) {
    const note = rankingNote(rc, base.read.meta, made, id);
    if (note) notes.push(note);
  }
  return notes;
}
function rankingNote(rc, meta, made, id) {
  const ties = meta["ties"];
  const depth = meta["depth"] !== void 0 ? Number(meta["depth"]) : void 0;
  const need = neededDepth(rc);
  const fix = `refresh it from the main branch's run with npx rankgate baseline --contract ${rc.file} --run <main's run>`;
  if (ties === void 0 || depth === void 0 || !Number.isFinite(depth)) {
    return `The baseline was made under contract ${made} (today's is ${id}) and its header does not say how it was ranked and cut: ${fix}. Both runs were re-scored under today's contract.`;
  }
  const why = [];
  if (ties !== rc.contract.policy.ties)
    why.push(`ranked with ties: ${ties}, today's contract uses ${rc.contract.policy.ties}`);
  if (depth < need) why.push(`cut at depth ${depth}, today's measures read ${need} results per query`);
  if (why.length === 0) return null;
  return `The baseline was made under contract ${made} (today's is ${id}) and ${why.join("; ")}, so it is not what the contract would bless today: ${fix}. Both runs were re-scored under today's contract.`;
}
function facts(f) {
  return { path: f.path, sha256: f.sha256, lines: f.lines, bytes: f.bytes };
}
function count(mask) {
  let c = 0;
  for (let i = 0; i < mask.length; i++) c += mask[i];
  return c;
}
function runFacts(run) {
  const tie = tieDependentQueries(run, includedQueries(run));
  const r = run.read;
  return {
    ...facts(r.facts),
    format: r.format,
    tags: r.tags,
    meta: r.meta,
    queries: r.queries,
    results: r.results,
    missing: count(run.missing),
    runOnly: r.runOnly.length,
    tieDependent: tie,
    duplicatesDropped: r.duplicatesDropped,
    // Only a run read from several files has the key: a one-file report stays as it was.
    ...r.shards ? { shards: r.shards.map(facts) } : {}
  };
}
function runForCommand(run, job, shown) {
  return job.shards && (typeof run === "string" || run.length === 1) ? shown(resolve4(typeof run === "string" ? run : run[0])) : job.label;
}
function runSource(run, shown, workspace) {
  const items = typeof run === "string" ? [run] : [...run];
  const scope = workspace === void 0 ? void 0 : { root: workspace, name: "the workspace", fix: "give run files inside the repository checkout" };
  const files = runFiles(items, process.cwd(), { what: "the run", shown, scope });
  if (files.length === 1) return { path: files[0].path, label: files[0].label };
  return { path: files[0].path, label: shardsLabel(files), shards: files };
}
function visibleQueries(heldout, included, blind) {
  const out = [];
  for (let qi = 0; qi < included.length; qi++) if (included[qi] && !(blind && heldout[qi])) out.push(qi);
  return Int32Array.from(out);
}

// src/pipeline/base.ts
import { copyFileSync, existsSync as existsSync4, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname as dirname4, isAbsolute as isAbsolute3, join as join3, relative as relative3, resolve as resolve5 } from "node:path";

// src/pipeline/goalposts.ts
import { existsSync as existsSync3, readFileSync } from "node:fs";
function sameBytes(a, b) {
  return readFileSync(a).equals(readFileSync(b));
}
function statusOf2(v) {
  if (v.base === null && v.head === null) return "unchanged";
  if (v.base === null) return "added";
  if (v.head === null) return "removed";
  return sameBytes(v.base, v.head) ? "unchanged" : "changed";
}
var describe = (e) => e instanceof InputError ? e.format() : e instanceof Error ? e.message : String(e);
async function slicesOf(path, label) {
  const t = await readSlices(path, label);
  const out = /* @__PURE__ */ new Map();
  for (const [qid, values] of t.labels) {
    out.set(qid, JSON.stringify(t.dimensions.map((d, i) => [d, [...values[i] ?? []].sort()]).sort()));
  }
  return out;
}
function diffEntries(base, head) {
  let added = 0;
  let removed = 0;
  let regraded = 0;
  for (const [k, v] of head) {
    if (!base.has(k)) added++;
    else if (base.get(k) !== v) regraded++;
  }
  for (const k of base.keys()) if (!head.has(k)) removed++;
  return { added, removed, regraded };
}
async function entryChange(v, read, notes, what) {
  if (v === null || v.base === null && v.head === null) return null;
  const status = statusOf2(v);
  if (status === "unchanged") return { path: v.path, status, added: 0, removed: 0, regraded: 0 };
  try {
    const base = v.base ? await read(v.base, `${v.path} (base)`) : /* @__PURE__ */ new Map();
    const head = v.head ? await read(v.head, v.path) : /* @__PURE__ */ new Map();
    return { path: v.path, status, ...diffEntries(base, head) };
  } catch (e) {
    notes.push(`the ${what} could not be compared: ${describe(e)}`);
    return { path: v.path, status: "unreadable", added: 0, removed: 0, regraded: 0 };
  }
}
function judgmentsChange(v, notes) {
  return entryChange(v, judgmentMap, notes, "judgments");
}
function slicesChange(v, notes) {
  return entryChange(v, slicesOf, notes, "slices");
}
function flatten(value, prefix = "", out = /* @__PURE__ */ new Map()) {
  if (Array.isArray(value)) {
    if (value.length === 0) out.set(prefix, "[]");
    value.forEach((x, i) => flatten(x, `${prefix}[${i}]`, out));
  } else if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).filter((k) => value[k] !== void 0).sort();
    if (keys.length === 0) out.set(prefix, "{}");
    for (const k of keys) flatten(value[k], prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}
function contractFieldDiff(base, head) {
  const b = flatten(JSON.parse(canonicalJson(base)));
  const h = flatten(JSON.parse(canonicalJson(head)));
  const fields = [.../* @__PURE__ */ new Set([...b.keys(), ...h.keys()])].sort(compareFields);
  const out = [];
  for (const f of fields) {
    const x = b.get(f) ?? null;
    const y = h.get(f) ?? null;
    if (x !== y) out.push({ field: f, base: x, head: y });
  }
  return out;
}
function compareFields(a, b) {
  const split = (s) => s.split(/(\d+)/).map((p, i) => i % 2 ? Number(p) : p);
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    if (typeof x[i] === "number" && typeof y[i] === "number") return x[i] - y[i];
    return String(x[i]) < String(y[i]) ? -1 : 1;
  }
  return x.length - y.length;
}
function contractChange(v, notes) {
  const status = statusOf2(v);
  if (status !== "changed") return { path: v.path, status, changes: [] };
  try {
    const base = loadContract(v.base, `${v.path} (base)`, { root: false }).contract;
    const head = loadContract(v.head, v.path, { root: false }).contract;
    const changes = contractFieldDiff(base, head);
    return { path: v.path, status: changes.length ? "changed" : "unchanged", changes };
  } catch (e) {
    notes.push(`the PR's contract could not be compared: ${describe(e)}`);
    return { path: v.path, status: "unreadable", changes: [] };
  }
}
async function baselineChange(v, contract, root, notes) {
  if (v === null || v.base === null && v.head === null) return null;
  const status = statusOf2(v);
  let measure = "";
  let base = null;
  let head = null;
  try {
    measure = loadContract(contract, contract, { root: false }).primary.name;
  } catch {
  }
  if (status !== "unchanged" && v.base && v.head) {
    try {
      const r = await runComparison({ contract, baseline: v.base, run: v.head, root });
      const all = r.report.slices[0]?.measures[r.report.primary];
      measure = r.report.primary;
      if (all) {
        base = all.baseline;
        head = all.candidate;
      }
    } catch (e) {
      notes.push(`the two versions of the baseline could not be scored: ${describe(e)}`);
    }
  }
  return { path: v.path, status, measure, base, head };
}
async function rescore(o, notes) {
  try {
    const gate = loadContract(o.gateContract, o.gateContract, { root: false });
    const primary = gate.primary.name;
    const r = await runComparison({
      contract: o.other,
      baseline: o.runs.baseline ?? gate.paths.baseline,
      run: o.runs.candidate,
      root: o.root,
      workspace: o.root
    });
    const all = r.report.slices[0];
    return {
      under: o.under,
      verdict: r.report.verdict.level,
      all: r.report.measures.filter((m) => all.measures[m.name]).map((m) => ({
        measure: m.name,
        baseline: all.measures[m.name].baseline,
        candidate: all.measures[m.name].candidate
      })),
      slices: r.report.slices.filter((s) => s.measures[primary]).map((s) => ({
        slice: s.name,
        baseline: s.measures[primary].baseline,
        candidate: s.measures[primary].candidate,
        status: s.measures[primary].status
      }))
    };
  } catch (e) {
    notes.push(
      `both runs could not be scored under ${o.under === "head" ? "this PR's" : "the base commit's"} versions of the evaluation files: ${describe(e)}`
    );
    return null;
  }
}
async function goalposts(o) {
  const notes = [...o.notes ?? []];
  const contract = contractChange(o.contract, notes);
  const judgments = await judgmentsChange(o.judgments, notes);
  const slices = await slicesChange(o.slices, notes);
  const gateExists = existsSync3(o.gateContract);
  const baseline = gateExists ? await baselineChange(o.baseline, o.gateContract, o.root, notes) : null;
  const changed = [contract.status, judgments?.status, slices?.status, baseline?.status].some(
    (s) => s !== void 0 && s !== "unchanged"
  );
  const scored = [contract.status, judgments?.status, slices?.status].some(
    (s) => s === "changed" || s === "added" || s === "removed"
  );
  const other = o.used === "base" ? o.contract.head : o.contract.base;
  const rescored = scored && gateExists && other !== null && o.runs && contract.status !== "unreadable" ? await rescore(
    {
      under: o.used === "base" ? "head" : "base",
      other,
      gateContract: o.gateContract,
      runs: o.runs,
      root: o.otherRoot ?? o.root
    },
    notes
  ) : null;
  return {
    ref: o.ref,
    source: o.source,
    used: o.used,
    changed,
    contract,
    judgments,
    slices,
    baseline,
    rescored,
    judgedByPr: 0,
    notes
  };
}

// src/pipeline/base.ts
var BaseUnavailable = class extends InputError {
  constructor(message, where = {}, fix) {
    super(message, where, fix);
    this.name = "BaseUnavailable";
  }
};
var slash = (p) => p.split("\\").join("/");
function inside(root, p) {
  const r = relative3(root, p);
  if (r === "" || r.startsWith("..") || isAbsolute3(r)) return null;
  return slash(r);
}
async function prepareBaseComparison(o) {
  const tmp = mkdtempSync(join3(o.tmpParent ?? tmpdir(), "rankgate-base-"));
  const cleanup = () => rmSync(tmp, { recursive: true, force: true });
  try {
    return await prepareIn(tmp, cleanup, o);
  } catch (e) {
    cleanup();
    throw e;
  }
}
async function prepareIn(tmp, cleanup, o) {
  const root = resolve5(o.repoRoot);
  const notes = [];
  const contractRel = inside(root, o.contract);
  const items = typeof o.run === "string" ? [o.run] : [...o.run];
  const sharded = items.length > 1 || items.some(isFileGlob);
  const runPaths = sharded ? runFiles(items, root, {
    what: "the run",
    shown: (p) => p,
    scope: { root, name: "the repository checkout", fix: "give run files inside the checked-out repository" }
  }).map((f) => f.path) : items;
  const runRels = runPaths.map((p) => inside(root, p));
  if (contractRel === null) throw new Error(`the contract must lie inside the repository ${root}`);
  const outside = runRels.indexOf(null);
  if (outside >= 0) {
    throw new InputError(
      `the run ${runPaths[outside]} lies outside the repository checkout ${root}, so it cannot be compared under the base commit's files`,
      {},
      "write the candidate run inside the checked-out repository (a git-ignored folder will do)"
    );
  }
  const rels = runRels;
  const runShown = sharded ? items.map((i) => inside(root, resolve5(i)) ?? i).join(" ") : rels[0];
  const linkedRun = () => sharded ? rels.map((r) => at(r)) : at(rels[0]);
  const headRun = sharded ? runPaths : items[0];
  const at = (rel) => join3(tmp, rel);
  const place = (rel, bytes) => {
    mkdirSync(dirname4(at(rel)), { recursive: true });
    writeFileSync(at(rel), bytes);
  };
  let head = null;
  try {
    head = loadContract(o.contract, contractRel, { root });
  } catch {
  }
  const headPath = (key2) => {
    const p = key2 === "baseline" && o.baseline ? o.baseline : head?.paths[key2];
    return p && existsSync4(p) ? p : null;
  };
  const useHead = (note, baseRc, baseFiles2) => finish("head", o.contract, o.baseline, root, baseRc, baseFiles2, note);
  const finish = async (used2, contract, baseline, cmpRoot, baseRc, baseFiles2, note) => {
    if (note) notes.push(note);
    const versions = (key2) => {
      const h = headPath(key2);
      const b = baseFiles2[key2] ?? null;
      const rel = (h && inside(root, h)) ?? (b && inside(tmp, b)) ?? baseRc?.contract[key2] ?? null;
      if (rel === null) return null;
      return { path: rel, base: b, head: h };
    };
    const baseContractFile = baseRc ? at(contractRel) : null;
    const gp = await goalposts({
      ref: o.ref,
      source: o.reader.source,
      used: used2,
      contract: { path: contractRel, base: baseContractFile, head: existsSync4(o.contract) ? o.contract : null },
      judgments: versions("judgments"),
      slices: versions("slices"),
      baseline: versions("baseline"),
      gateContract: contract,
      root: cmpRoot,
      runs: { candidate: used2 === "base" ? linkedRun() : headRun, baseline },
      // The versions the gate does not use live beside the other contract: the PR's in the repository, the base's in tmp.
      otherRoot: used2 === "base" ? root : tmp,
      notes
    });
    const headJudgments = headPath("judgments");
    const prJudgments = used2 === "base" && headJudgments && gp.judgments && gp.judgments.status !== "unchanged" && gp.judgments.status !== "unreadable" ? headJudgments : void 0;
    return {
      contract,
      baseline,
      run: used2 === "base" ? linkedRun() : headRun,
      root: cmpRoot,
      goalposts: gp,
      runShown,
      prJudgments,
      cleanup
    };
  };
  const provenAdded = async (rel, what) => {
    if (!o.reader.adds || await o.reader.adds(rel)) return;
    throw new BaseUnavailable(
      `the ${what} ${rel} is not found at the base commit ${o.ref.slice(0, 12)} (${o.reader.source === "git" ? "read with git" : "read through the API"}) and this change does not add it, so the gate cannot tell which version to hold this change to`
    );
  };
  const contractBytes = await o.reader.read(contractRel);
  if (contractBytes === null) {
    await provenAdded(contractRel, "contract");
    return useHead(
      `the base commit has no ${contractRel}: this PR adds the contract, so the comparison uses the PR's files`,
      null,
      {}
    );
  }
  place(contractRel, contractBytes);
  let base;
  try {
    base = loadContract(at(contractRel), `${contractRel} (base)`, { root: tmp });
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    if (o.acceptedBy)
      return useHead(
        `the base commit's contract is not valid (${why}); the accept label "${o.acceptedBy}" lets this change's contract stand in`,
        null,
        {}
      );
    throw new BaseUnavailable(
      `the base commit's contract ${contractRel} is not valid (${why}), so the gate cannot hold this change to it`,
      {},
      "fix the contract on the base branch first, or have a reviewer add the accept label to this change to judge it under its own contract"
    );
  }
  const baseFiles = {};
  const fromHead = [];
  for (const key2 of ["judgments", "slices", "queries", "baseline"]) {
    const abs = key2 === "baseline" && o.baseline ? at(inside(root, o.baseline) ?? "") : base.paths[key2];
    if (!abs) continue;
    const rel = inside(tmp, abs);
    if (rel === null) {
      throw new BaseUnavailable(
        `the base commit's contract names its ${key2} outside the repository, so the gate cannot read the base's version to hold this change to it`,
        {},
        `give ${key2} a path inside the repository on the base branch`
      );
    }
    const bytes = await o.reader.read(rel);
    if (bytes !== null) {
      place(rel, bytes);
      baseFiles[key2] = abs;
    } else {
      baseFiles[key2] = null;
      const h = confine(rel, root, { root, name: "the repository", fix: "give a path inside the repository" }, key2);
      if (existsSync4(h)) {
        await provenAdded(rel, key2);
        mkdirSync(dirname4(abs), { recursive: true });
        copyFileSync(h, abs);
        fromHead.push(rel);
      }
    }
  }
  if (fromHead.length) notes.push(`not on the base commit, so taken from this PR: ${fromHead.join(", ")}`);
  const used = base.contract.goalposts ?? "base";
  if (used === "head") return finish("head", o.contract, o.baseline, root, base, baseFiles);
  rels.forEach((rel, i) => {
    rmSync(at(rel), { force: true });
    mkdirSync(dirname4(at(rel)), { recursive: true });
    try {
      symlinkSync(resolve5(runPaths[i]), at(rel));
    } catch {
      copyFileSync(runPaths[i], at(rel));
    }
  });
  const overrideRel = o.baseline ? inside(root, o.baseline) : null;
  const baselineOverride = overrideRel !== null ? at(overrideRel) : void 0;
  return finish("base", at(contractRel), baselineOverride, tmp, base, baseFiles);
}
function optionsAgainstBase(p, o) {
  return {
    contract: p.contract,
    run: p.run,
    baseline: p.baseline,
    root: p.root,
    workspace: p.goalposts.used === "head" ? o.workspace : p.root,
    ...o.acceptance !== void 0 ? { acceptance: o.acceptance } : {},
    goalposts: p.goalposts,
    candidateDate: o.candidateDate,
    refreshRun: p.runShown,
    prJudgments: p.prJudgments
  };
}

export {
  require_dist,
  confine,
  formatPadded,
  trecEvalFamily,
  trecEvalFamilies,
  trecEvalValues,
  TREC_EVAL_NICKNAMES,
  TREC_EVAL_ELSEWHERE,
  parseMeasure,
  fromParts,
  loadContract,
  inspectContract,
  contractId,
  isFileGlob,
  glob,
  runFiles,
  shardsLabel,
  DEFAULT_POLICY,
  TREC_EVAL_MAX_DEPTH,
  resolvePlan,
  aggregationOf,
  aggregateColumn,
  summarizeRun,
  LEVELS,
  reaches,
  readSlices,
  readQueries,
  RenderedOutputs,
  buildSlices,
  selectSlices,
  sampleSd,
  powerFacts,
  allowance,
  planFamily,
  buildBaseline,
  runComparison,
  resultOf,
  BaseUnavailable,
  prepareBaseComparison,
  optionsAgainstBase
};
