from kata_weigh.round_limit import round_limit


def test_round_limit_0():
    assert round_limit([8, 1, 12, 8, 2]) == 67


def test_round_limit_1():
    assert round_limit([10]) == 40


def test_round_limit_2():
    assert round_limit([8, 6]) == 14


def test_round_limit_3():
    assert round_limit([10, 3, 7, 11, 10]) == 134


def test_round_limit_4():
    assert round_limit([4, 0, 9, 2]) == 42


def test_round_limit_5():
    assert round_limit([8, 9]) == 44
