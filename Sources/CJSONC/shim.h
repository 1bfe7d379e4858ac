#ifndef THEMELINT_CJSONC_SHIM_H
#define THEMELINT_CJSONC_SHIM_H
#include <json-c/json.h>
#include <json-c/json_tokener.h>
#endif
