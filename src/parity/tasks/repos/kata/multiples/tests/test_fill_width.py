from kata_multiples.fill_width import fill_width


def test_fill_width_0():
    assert fill_width([-4, -4, 13, 17, 9, 18]) == 18


def test_fill_width_1():
    assert fill_width([0, 7]) == 7


def test_fill_width_2():
    assert fill_width([18, 5, 3, -4, 17, -6]) == -6


def test_fill_width_3():
    assert fill_width([13, -6, 12]) == 12


def test_fill_width_4():
    assert fill_width([5, -2, 8, 2, -3, 12]) == 12


def test_fill_width_5():
    assert fill_width([-5, 10], 2) == 11
