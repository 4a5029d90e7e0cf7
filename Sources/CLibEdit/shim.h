// libedit's public header. The module links libedit through `link "edit"` in
// module.modulemap; the include path comes from `pkg-config libedit`.
#include <histedit.h>
