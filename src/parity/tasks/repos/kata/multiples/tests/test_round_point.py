from kata_multiples.round_point import round_point


def test_round_point_0():
    assert round_point([5, -2]) == 0


def test_round_point_1():
    assert round_point([-6, 6, 14, 8, -5]) == 1


def test_round_point_2():
    assert round_point([10, 13, 18, 7]) == 0


def test_round_point_3():
    assert round_point([13, 20, 12, 17, 10]) == 2


def test_round_point_4():
    assert round_point([-1, 20, -6]) == 1


def test_round_point_5():
    assert round_point([0, 9, 9, 2]) == 0
