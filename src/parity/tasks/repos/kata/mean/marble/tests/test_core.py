from kata_mean.core import marble


def test_marble_0():
    assert marble([]) == 0


def test_marble_1():
    assert marble([20, 17]) == 18


def test_marble_2():
    assert marble([0]) == 0


def test_marble_3():
    assert marble([12]) == 12


def test_marble_4():
    assert marble([26, 9, 5, 26]) == 16


def test_marble_5():
    assert marble([0, 21, 10, 20]) == 12
