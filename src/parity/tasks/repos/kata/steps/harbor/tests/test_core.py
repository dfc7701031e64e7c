from kata_steps.core import harbor


def test_harbor_0():
    assert harbor(2, 3) == [6]


def test_harbor_1():
    assert harbor(4, 10) == [12, 21]


def test_harbor_2():
    assert harbor(2, 8) == [6, 15]


def test_harbor_3():
    assert harbor(1, 7) == [3, 12]


def test_harbor_4():
    assert harbor(4, 9) == [12, 21]


def test_harbor_5():
    assert harbor(6, 15) == [18, 27, 36]
