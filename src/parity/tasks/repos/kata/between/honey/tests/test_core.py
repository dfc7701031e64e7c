from kata_between.core import honey


def test_honey_0():
    assert honey(2, 3, 9) == False


def test_honey_1():
    assert honey(3, 3, 9) == True


def test_honey_2():
    assert honey(4, 3, 9) == True


def test_honey_3():
    assert honey(8, 3, 9) == True


def test_honey_4():
    assert honey(9, 3, 9) == False


def test_honey_5():
    assert honey(10, 3, 9) == False
