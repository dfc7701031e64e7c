from kata_steps.core import harbor


def test_harbor_0():
    assert harbor(0, 0) == []


def test_harbor_1():
    assert harbor(0, 6) == [0, 10, 20]


def test_harbor_2():
    assert harbor(4, 12) == [20, 30, 40, 50]


def test_harbor_3():
    assert harbor(0, 9) == [0, 10, 20, 30, 40]


def test_harbor_4():
    assert harbor(2, 10) == [10, 20, 30, 40]


def test_harbor_5():
    assert harbor(0, 10, 4) == [0, 20, 40]
