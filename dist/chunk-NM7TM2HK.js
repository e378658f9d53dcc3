import { createRequire as __rankgateCreateRequire } from 'node:module';
const require = __rankgateCreateRequire(import.meta.url);
import {
  runComparison
} from "./chunk-YHV3NA2T.js";
import "./chunk-KUGOSHFN.js";
import "./chunk-LIG4NZNT.js";
import "./chunk-DXS3PTWR.js";
import "./chunk-P5ARX2RY.js";
import "./chunk-ZLTUEY2H.js";
import "./chunk-4W3VDJQQ.js";
import "./chunk-7ZGRMY5K.js";
import "./chunk-FSEPTPQF.js";
import "./chunk-5SJ44O3R.js";
import "./chunk-WJYFKK5T.js";
import "./chunk-H2KMBFU2.js";
import "./chunk-CPTSWJPP.js";
import "./chunk-DHOXYA5P.js";
import "./chunk-ZJAMZADD.js";
import "./chunk-WVTVAXI5.js";
import "./chunk-J76BOQWE.js";
import "./chunk-WR7HKRI4.js";
import "./chunk-SEMWOVNM.js";
import "./chunk-VXMKNK2O.js";
import "./chunk-MO67YMK3.js";
import "./chunk-6XHBFWDG.js";
import "./chunk-2BZXPDAT.js";
import "./chunk-GT5EFBBF.js";
import "./chunk-P2QC6Y4J.js";
import "./chunk-PYKI4PJI.js";
import "./chunk-UT5OR33X.js";
import "./chunk-74F6CTCL.js";
import "./chunk-B6WRYOF2.js";
import "./chunk-UNTY2LOW.js";
import "./chunk-Z3K3XME4.js";
export {
  runComparison
};
//# sourceMappingURL=chunk-NM7TM2HK.js.map
