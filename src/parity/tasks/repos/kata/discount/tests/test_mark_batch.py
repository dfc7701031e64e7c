from kata_discount.mark_batch import mark_batch


def test_mark_batch_0():
    assert mark_batch(37, 2) == 74


def test_mark_batch_1():
    assert mark_batch(29, 6) == 153


def test_mark_batch_2():
    assert mark_batch(11, 1) == 11


def test_mark_batch_3():
    assert mark_batch(39, 3) == 117


def test_mark_batch_4():
    assert mark_batch(18, 3) == 54


def test_mark_batch_5():
    assert mark_batch(20, 5) == 100
