from kata_floor_gap.split_limit import split_limit


def test_split_limit_0():
    assert split_limit(15, 18) == 2


def test_split_limit_1():
    assert split_limit(6, 15) == 2


def test_split_limit_2():
    assert split_limit(1, 9) == 2


def test_split_limit_3():
    assert split_limit(1, 12) == 2


def test_split_limit_4():
    assert split_limit(8, 7) == 2


def test_split_limit_5():
    assert split_limit(11, 0) == 11
