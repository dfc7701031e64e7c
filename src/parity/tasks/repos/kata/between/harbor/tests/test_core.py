from kata_between.core import harbor


def test_harbor_0():
    assert harbor(2, 3, 9) == False


def test_harbor_1():
    assert harbor(3, 3, 9) == True


def test_harbor_2():
    assert harbor(4, 3, 9) == True


def test_harbor_3():
    assert harbor(8, 3, 9) == True


def test_harbor_4():
    assert harbor(9, 3, 9) == False


def test_harbor_5():
    assert harbor(10, 3, 9) == False
