from kata_discount.merge_level import merge_level


def test_merge_level_0():
    assert merge_level(40, 4) == 160


def test_merge_level_1():
    assert merge_level(12, 3) == 36


def test_merge_level_2():
    assert merge_level(23, 2) == 46


def test_merge_level_3():
    assert merge_level(4, 9) == 32


def test_merge_level_4():
    assert merge_level(20, 12) == 214


def test_merge_level_5():
    assert merge_level(20, 6) == 120
