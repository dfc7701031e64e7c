from kata_balance.round_width import round_width


def test_round_width_0():
    assert round_width([8, 17, 1, 19, 10, 12, 19]) == -1


def test_round_width_1():
    assert round_width([6, 11, 11, 17, 13]) == -3


def test_round_width_2():
    assert round_width([6, 14, 20, 11, 19, 12, 12]) == 3


def test_round_width_3():
    assert round_width([4, 12, 7]) == 1


def test_round_width_4():
    assert round_width([6, 9, 0]) == 1


def test_round_width_5():
    assert round_width([]) == 0
