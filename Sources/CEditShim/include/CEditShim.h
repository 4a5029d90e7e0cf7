#ifndef CEDITSHIM_H
#define CEDITSHIM_H
#include <histedit.h>
#endif
