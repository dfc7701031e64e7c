from kata_floor_gap.split_level import split_level


def test_split_level_0():
    assert split_level(16, 6) == 10


def test_split_level_1():
    assert split_level(9, 15) == 2


def test_split_level_2():
    assert split_level(8, 2) == 6


def test_split_level_3():
    assert split_level(11, 10) == 2


def test_split_level_4():
    assert split_level(5, 7) == 2


def test_split_level_5():
    assert split_level(18, 8) == 10
