#include "CEditShim.h"
