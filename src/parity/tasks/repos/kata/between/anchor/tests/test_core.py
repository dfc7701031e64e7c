from kata_between.core import anchor


def test_anchor_0():
    assert anchor(2, 3, 9) == False


def test_anchor_1():
    assert anchor(3, 3, 9) == True


def test_anchor_2():
    assert anchor(4, 3, 9) == True


def test_anchor_3():
    assert anchor(8, 3, 9) == True


def test_anchor_4():
    assert anchor(9, 3, 9) == False


def test_anchor_5():
    assert anchor(10, 3, 9) == False
