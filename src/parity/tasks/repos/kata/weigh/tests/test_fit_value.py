from kata_weigh.fit_value import fit_value


def test_fit_value_0():
    assert fit_value([1, 3, 8]) == 36


def test_fit_value_1():
    assert fit_value([3, 3, 4]) == 22


def test_fit_value_2():
    assert fit_value([4, 8, 6]) == 72


def test_fit_value_3():
    assert fit_value([7, 5, 11]) == 92


def test_fit_value_4():
    assert fit_value([0, 4]) == 16


def test_fit_value_5():
    assert fit_value([1, 0, 7, 7, 11]) == 101
